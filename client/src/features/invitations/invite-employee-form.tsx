// The Invite New Employee fields, checked by the schema the server uses. With several locations
// the form asks where the invitee will work, starting from the location the header shows (every
// location the inviter sees when it shows them all; a location manager sees only theirs).
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { invitationInputSchema, type InvitationInput } from '@shared/validators/accounts';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useLocationChoice } from '@/lib/location-choice';
import { useLocations, type Location } from '@/lib/locations-query';
import { LocationsField } from '@/components/locations-field';

const FIELDS = [
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'off' },
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'off' },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'off' },
] as const;

interface InviteEmployeeFormProps {
  onSubmit: (input: InvitationInput) => void;
  pending: boolean;
}

/** Where an invitee works unless the inviter changes it: the header's location, else all shown. */
const startingLocations = (locations: Location[], chosen: number | null) =>
  chosen !== null && locations.some((l) => l.id === chosen) ? [chosen] : locations.map((l) => l.id);

export function InviteEmployeeForm({ onSubmit, pending }: InviteEmployeeFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(invitationInputSchema),
    defaultValues: { email: '', firstName: '', lastName: '' },
  });
  const { locations, several } = useLocations();
  // Until the inviter touches the choice it follows the list, which may arrive after opening.
  const starting = startingLocations(locations, useLocationChoice()?.chosen ?? null);
  // With one location the server puts the invitee there; nothing is asked or sent.
  const send = (input: InvitationInput) =>
    onSubmit({
      ...input,
      locationIds: several ? (input.locationIds ?? starting) : undefined,
    });

  return (
    // noValidate: the schema's messages show inline instead of the browser's bubbles.
    <form noValidate onSubmit={handleSubmit(send)} className="space-y-5">
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
              maxLength={name === 'email' ? TEXT_LIMITS.email : TEXT_LIMITS.name}
              {...register(name)}
            />
            <FieldError id={`invite-${name}-error`} message={error} />
          </div>
        );
      })}
      <Controller
        control={control}
        name="locationIds"
        render={({ field }) => (
          <LocationsField
            value={{
              locationIds: (field.value ?? starting).map(Number),
              managesAllLocations: false,
            }}
            onChange={(scope) => field.onChange(scope.locationIds)}
            isManager={false}
            canChangeScope={false}
          />
        )}
      />
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
