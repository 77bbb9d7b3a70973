// The invited person's account form: names, email and password, checked by the schema the
// server uses. The invitation's details fill the fields; an invited email is fixed, since the
// server accepts no other. The first manager also names the business and its time zone.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { DEFAULT_TIME_ZONE, MONDAY } from '@shared/domain/dates';
import { deviceTimeZone } from '@shared/domain/time-zones';
import { registrationSchema } from '@shared/validators/accounts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AccountFields } from './account-fields';
import {
  firstManagerFormSchema,
  registrationFormSchema,
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
      ...(firstManager && {
        businessName: '',
        timeZone: deviceTimeZone(DEFAULT_TIME_ZONE),
        weekStartsOn: MONDAY,
      }),
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        registration.mutate(registrationSchema.parse({ ...values, invitationToken })),
      )}
      className="space-y-5"
    >
      {firstManager && (
        <Suspense fallback={<Spinner label="Loading the business fields" />}>
          <BusinessFields register={register} control={control} errors={errors} />
        </Suspense>
      )}
      <AccountFields register={register} errors={errors} emailFixed={Boolean(invitation?.email)} />
      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
        {registration.isPending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
        {registration.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
