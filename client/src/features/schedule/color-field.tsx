// The shift colour as a group of swatches (radio buttons underneath).
import clsx from 'clsx';
import { useFormContext } from 'react-hook-form';
import { CREATE_DIALOG_COLORS } from '@shared/validators/shifts';
import { shiftColorClasses } from '@/lib/shift-colors';
import type { ShiftFormValues } from './shift-form-values';

export function ColorField() {
  const { register, watch } = useFormContext<ShiftFormValues>();
  const current = watch('color');
  const colors = [...new Set<string>([...CREATE_DIALOG_COLORS, current])];
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-slate-700">Color</legend>
      <div className="flex flex-wrap gap-2">
        {colors.map((color) => (
          <label key={color} className="cursor-pointer">
            <input type="radio" value={color} className="peer sr-only" {...register('color')} />
            <span className="sr-only">{color}</span>
            <span
              aria-hidden
              title={color}
              className={clsx(
                'block size-8 rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-slate-900 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500',
                shiftColorClasses(color).swatch,
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
