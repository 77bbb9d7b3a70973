// The Sign In card: email and password checked by the rules the server's schema is built from. A
// plain form with two fields needs no form library and no schema library.
import { LoaderCircle } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { useLogin } from './use-login';
import { validateLogin, type LoginErrors } from './validate-login';

export function SignInForm() {
  const login = useLogin();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const submitted = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function check(next: typeof values) {
    const result = validateLogin(next);
    setErrors(result.errors ?? {});
    return result;
  }

  function change(field: keyof typeof values, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a failed submit the messages follow the typing, as they disappear once fixed.
    if (submitted.current) check(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submitted.current = true;
    const result = check(values);
    if (result.data) login.mutate(result.data);
    else (result.errors.email ? emailRef : passwordRef).current?.focus();
  }

  return (
    // noValidate: the schema's messages show inline instead of the browser's bubbles.
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="space-y-1.5">
        <Label htmlFor="sign-in-email">Email</Label>
        <Input
          ref={emailRef}
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          aria-required="true"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'sign-in-email-error' : undefined}
          maxLength={TEXT_LIMITS.email}
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
        />
        <FieldError id="sign-in-email-error" message={errors.email} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="sign-in-password">Password</Label>
        <PasswordInput
          ref={passwordRef}
          id="sign-in-password"
          name="password"
          autoComplete="current-password"
          aria-required="true"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'sign-in-password-error' : undefined}
          maxLength={TEXT_LIMITS.password}
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
        />
        <FieldError id="sign-in-password-error" message={errors.password} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
