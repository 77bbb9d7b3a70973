import { useFormContext } from 'react-hook-form';
import type { ShiftFormValues } from './shift-form-values';

export function NotifyField() {
  const { register } = useFormContext<ShiftFormValues>();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input type="checkbox" {...register('notifyEmployees')} />
      Notify employees
    </label>
  );
}
