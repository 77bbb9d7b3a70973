// A button on a time-away row: compact on a desktop, a thumb's height on a phone (below 768 px).
import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

export function RowAction({ className, ...props }: Omit<ComponentProps<typeof Button>, 'size'>) {
  return <Button size="sm" className={clsx('max-md:h-10 max-md:px-4', className)} {...props} />;
}
