// Whom to ask (the swap wizard and the cover modal): the coworkers for-swap answers, with its
// loading and empty states.
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { personName } from './request-format';
import { useCoworkers } from './use-swap-lookups';

interface CoworkerSelectProps {
  id: string;
  /** Only coworkers who could take this shift, when given. */
  shiftId?: number;
  value: string;
  onChange: (employeeId: string) => void;
}

export function CoworkerSelect({ id, shiftId, value, onChange }: CoworkerSelectProps) {
  const coworkers = useCoworkers(shiftId);
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Employee</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{coworkers.isPending ? 'Loading...' : 'Choose an employee'}</option>
        {coworkers.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {personName(c)}
          </option>
        ))}
      </Select>
      {coworkers.data?.length === 0 && <p className="text-sm text-slate-500">No employees found</p>}
    </div>
  );
}
