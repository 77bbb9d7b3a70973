// A labelled input of the time-away forms that reports its value as a string.
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type Props = Omit<ComponentProps<'input'>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
};

export function LabeledInput({ label, onValueChange, ...input }: Props) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={input.id}>{label}</Label>
      <Input {...input} onChange={(e) => onValueChange(e.target.value)} />
    </div>
  );
}
