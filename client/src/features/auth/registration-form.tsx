// The invited person's account form: names, email and password, checked by the schema the
// server uses. The invitation's details fill the fields; an invited email is fixed, since the
// server accepts no other.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { registrationSchema } from '@shared/validators/accounts';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import type { InvitationDetails } from './use-invitation-details';
import { useRegister } from './use-register';

const formSchema = registrationSchema.omit({ invitationToken: true });

interface RegistrationFormProps {
  invitationToken: string;
  /** Undefined when the details could not be loaded: the fields then start empty. */
  invitation: InvitationDetails | undefined;
}

export function RegistrationForm({ invitationToken, invitation }: RegistrationFormProps) {
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      firstName: invitation?.firstName ?? '',
      lastName: invitation?.lastName ?? '',
      email: invitation?.email ?? '',
      password: '',
    },
  });

  const field = (name: keyof typeof errors) => ({
    'aria-required': true as const,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `register-${name}-error` : undefined,
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => registration.mutate({ ...values, invitationToken }))}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="register-firstName">First Name</Label>
          <Input
            id="register-firstName"
            autoComplete="given-name"
            {...field('firstName')}
            {...register('firstName')}
          />
          <FieldError id="register-firstName-error" message={errors.firstName?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="register-lastName">Last Name</Label>
          <Input
            id="register-lastName"
            autoComplete="family-name"
            {...field('lastName')}
            {...register('lastName')}
          />
          <FieldError id="register-lastName-error" message={errors.lastName?.message} />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="register-email">Email</Label>
        <Input
          id="register-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          readOnly={Boolean(invitation?.email)}
          className="read-only:bg-slate-100 read-only:text-slate-600"
          {...field('email')}
          {...register('email')}
        />
        <FieldError id="register-email-error" message={errors.email?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="register-password">Password</Label>
        <PasswordInput
          id="register-password"
          autoComplete="new-password"
          {...field('password')}
          {...register('password')}
        />
        <FieldError id="register-password-error" message={errors.password?.message} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
        {registration.isPending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
        {registration.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
