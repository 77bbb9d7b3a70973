// The person's own fields of an account form: names, email and password. Registration (by
// invitation) and sign-up (a new organization) both ask for them, with the same checks.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { requiredFieldAria, type RegistrationValues } from './registration-values';

interface AccountFieldsProps {
  register: UseFormRegister<RegistrationValues>;
  errors: FieldErrors<RegistrationValues>;
  /** An invitation names the address the server accepts, so it cannot be edited. */
  emailFixed?: boolean;
}

export function AccountFields({ register, errors, emailFixed = false }: AccountFieldsProps) {
  const field = (name: keyof RegistrationValues) => requiredFieldAria(errors, name);
  return (
    <>
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
          readOnly={emailFixed}
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
    </>
  );
}
