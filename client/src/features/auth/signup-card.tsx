// 'Start a schedule': a visitor names their business, its time zone, its week start and themselves. The server
// answers every accepted form the same way, so the card then only says where the link went.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import { DEFAULT_TIME_ZONE, MONDAY } from '@shared/domain/dates';
import { deviceTimeZone } from '@shared/domain/time-zones';
import { signupSchema } from '@shared/validators/signup';
import { Button } from '@/components/ui/button';
import { AccountFields } from './account-fields';
import { AuthCard } from './auth-card';
import BusinessFields from './business-fields';
import type { RegistrationValues } from './registration-values';
import { useSignup } from './use-signup';

export function SignupCard({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const signup = useSignup();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<RegistrationValues>({
    resolver: zodResolver(signupSchema) as Resolver<RegistrationValues>,
    defaultValues: {
      businessName: '',
      timeZone: deviceTimeZone(DEFAULT_TIME_ZONE),
      weekStartsOn: MONDAY,
      firstName: '',
      lastName: '',
      email: '',
      password: '',
    },
  });
  const backLink = (
    <button
      type="button"
      className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:underline"
      onClick={onBackToSignIn}
    >
      Back to Sign In
    </button>
  );

  if (signup.isSuccess) {
    return (
      <AuthCard title="Check Your Email" description={signup.data.message} footer={backLink}>
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg bg-brand-50 p-4 text-sm text-brand-900"
        >
          <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            We sent it to <strong>{getValues('email')}</strong>. The link works once, for 24 hours.
          </span>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Start a Schedule"
      description="Create your business on Shynk and become its first manager."
      footer={<>Already have an account? {backLink}</>}
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit((values) => signup.mutate(signupSchema.parse(values)))}
      >
        <BusinessFields register={register} control={control} errors={errors} />
        <AccountFields register={register} errors={errors} />
        {signup.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {signup.error.message}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={signup.isPending}>
          {signup.isPending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
          {signup.isPending ? 'Creating Your Schedule...' : 'Create My Schedule'}
        </Button>
      </form>
    </AuthCard>
  );
}
