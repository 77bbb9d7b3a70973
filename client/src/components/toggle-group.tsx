// A row of mutually exclusive buttons (List/Calendar, My Shifts/All Shifts): the pressed one is
// the current choice.
import type { LucideIcon } from 'lucide-react';
import { Button } from './ui/button';

export interface ToggleOption<T extends string> {
  value: T;
  label: string;
  icon?: LucideIcon;
}

interface ToggleGroupProps<T extends string> {
  label: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

export function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
}: ToggleGroupProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-lg border border-slate-300 p-0.5"
    >
      {options.map(({ value: option, label: text, icon: Icon }) => (
        <Button
          key={option}
          size="sm"
          variant={value === option ? 'secondary' : 'ghost'}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {Icon && <Icon aria-hidden className="size-4" />}
          {text}
        </Button>
      ))}
    </div>
  );
}
