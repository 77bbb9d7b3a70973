// The invited person's account form: names, email and password, checked by the schema the
// server uses. The invitation's details fill the fields; an invited email is fixed, since the
// server accepts no other. The first manager also names the business and its time zone.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { DEFAULT_TIME_ZONE } from '@shared/domain/dates';
import { deviceTimeZone } from '@shared/domain/time-zones';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import {
  firstManagerFormSchema,
  registrationFormSchema,
  requiredFieldAria,
  type RegistrationValues,
} from './registration-values';
import type { InvitationDetails } from './use-invitation-details';
import { useRegister } from './use-register';

const BusinessFields = lazy(() => import('./business-fields'));

interface RegistrationFormProps {
  invitationToken: string;
  /** Undefined when the details could not be loaded: the fields then start empty. */
  invitation: InvitationDetails | undefined;
}

export function RegistrationForm({ invitationToken, invitation }: RegistrationFormProps) {
  const registration = useRegister();
  const firstManager = invitation?.firstManager ?? false;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RegistrationValues>({
    resolver: zodResolver(
      firstManager ? firstManagerFormSchema : registrationFormSchema,
    ) as Resolver<RegistrationValues>,
    defaultValues: {
      firstName: invitation?.firstName ?? '',
      lastName: invitation?.lastName ?? '',
      email: invitation?.email ?? '',
      password: '',
      ...(firstManager && { businessName: '', timeZone: deviceTimeZone(DEFAULT_TIME_ZONE) }),
    },
  });

  const field = (name: keyof RegistrationValues) => requiredFieldAria(errors, name);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => registration.mutate({ ...values, invitationToken }))}
      className="space-y-5"
    >
      {firstManager && (
        <Suspense fallback={<Spinner label="Loading the business fields" />}>
          <BusinessFields register={register} control={control} errors={errors} />
        </Suspense>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="register-firstName">First Name</Label>
          <Input
            id="register-firstName"
            autoComplete="given-name"
            {...field('firstName')}
            maxLength={TEXT_LIMITS.name}
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
            maxLength={TEXT_LIMITS.name}
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
          maxLength={TEXT_LIMITS.email}
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
          maxLength={TEXT_LIMITS.password}
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
