// What the registration form holds, and the schema that checks it: the server's, without the
// token (it comes from the link). The first manager must also name the business.
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { registrationSchema } from '@shared/validators/accounts';

export const registrationFormSchema = registrationSchema.omit({ invitationToken: true });

export const firstManagerFormSchema = registrationFormSchema.required({
  businessName: true,
  timeZone: true,
});

export type RegistrationValues = z.input<typeof registrationFormSchema>;

/** A required field's state for assistive technology: invalid, and why, read with its hint. */
export function requiredFieldAria(
  errors: FieldErrors<RegistrationValues>,
  name: keyof RegistrationValues,
  hintId?: string,
) {
  const error = errors[name] && `register-${name}-error`;
  return {
    'aria-required': true as const,
    'aria-invalid': errors[name] ? (true as const) : undefined,
    'aria-describedby': [hintId, error].filter(Boolean).join(' ') || undefined,
  };
}
