// The schedules' Show Past Shifts filter: off by default.
import { Switch } from './ui/switch';

interface ShowPastSwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

export function ShowPastSwitch({ checked, onCheckedChange }: ShowPastSwitchProps) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <Switch checked={checked} onCheckedChange={onCheckedChange} aria-label="Show Past Shifts" />
      Show Past Shifts
    </label>
  );
}
