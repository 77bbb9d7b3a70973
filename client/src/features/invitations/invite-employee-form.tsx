// The Invite New Employee fields, checked by the schema the server uses.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { invitationInputSchema, type InvitationInput } from '@shared/validators/accounts';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const FIELDS = [
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'off' },
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'off' },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'off' },
] as const;

interface InviteEmployeeFormProps {
  onSubmit: (input: InvitationInput) => void;
  pending: boolean;
}

export function InviteEmployeeForm({ onSubmit, pending }: InviteEmployeeFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(invitationInputSchema),
    defaultValues: { email: '', firstName: '', lastName: '' },
  });

  return (
    // noValidate: the schema's messages show inline instead of the browser's bubbles.
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {FIELDS.map(({ name, label, type, autoComplete }) => {
        const error = errors[name]?.message;
        return (
          <div key={name} className="space-y-1.5">
            <Label htmlFor={`invite-${name}`}>{label}</Label>
            <Input
              id={`invite-${name}`}
              type={type}
              autoComplete={autoComplete}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `invite-${name}-error` : undefined}
              {...register(name)}
            />
            <FieldError id={`invite-${name}-error`} message={error} />
          </div>
        );
      })}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {pending ? 'Sending...' : 'Send Invitation'}
        </Button>
      </div>
    </form>
  );
}
