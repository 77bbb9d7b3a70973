// The Sign In card: email and password checked by the same schema the server uses.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { loginSchema } from '@shared/validators/auth';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { useLogin } from './use-login';

export function SignInForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  return (
    // noValidate: the schema's messages show inline instead of the browser's bubbles.
    <form
      noValidate
      onSubmit={handleSubmit((values) => login.mutate(values))}
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
