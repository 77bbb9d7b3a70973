import clsx from 'clsx';
import { shiftColorClasses } from '@/lib/shift-colors';

export function ShiftTitleBadge({ title, color }: { title: string; color: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        shiftColorClasses(color).badge,
      )}
    >
      {title}
    </span>
  );
}
