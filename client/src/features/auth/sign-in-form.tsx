// The Sign In card: email and password checked by the same schema the server uses, which loads on
// first focus.
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { useLogin } from './use-login';
import { loginResolver, preloadLoginSchema } from './validate-login';

export function SignInForm() {
  const login = useLogin();
  // After a failed submit the messages follow the typing (react-hook-form's default), and the
  // first field in error takes the focus.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { email: '', password: '' }, resolver: loginResolver });
  const onSubmit = handleSubmit((input) => login.mutate(input));

  return (
    // noValidate: the schema's messages show inline instead of the browser's bubbles.
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={preloadLoginSchema}
      className="space-y-5"
    >
      <div className="space-y-1.5">
        <Label htmlFor="sign-in-email">Email</Label>
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          aria-required="true"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'sign-in-email-error' : undefined}
          maxLength={TEXT_LIMITS.email}
          {...register('email')}
        />
        <FieldError id="sign-in-email-error" message={errors.email?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="sign-in-password">Password</Label>
        <PasswordInput
          id="sign-in-password"
          autoComplete="current-password"
          aria-required="true"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'sign-in-password-error' : undefined}
          maxLength={TEXT_LIMITS.password}
          {...register('password')}
        />
        <FieldError id="sign-in-password-error" message={errors.password?.message} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
