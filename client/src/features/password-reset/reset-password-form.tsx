// New Password and Confirm New Password. Checked here with its toasts before
// anything is sent; after a successful reset the page moves on to sign-in after 2 seconds.
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { toast } from '@/lib/toast';
import { paths } from '@/paths';
import { newPasswordProblem } from './new-password-problem';
import { useResetPassword } from './use-reset-password';

export const RESET_REDIRECT_DELAY_MS = 2000;

interface ResetPasswordFormProps {
  token: string;
  onLinkRefused: () => void;
}

export function ResetPasswordForm({ token, onLinkRefused }: ResetPasswordFormProps) {
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const reset = useResetPassword({ onLinkRefused });
  const busy = reset.isPending || reset.isSuccess;

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.auth), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmation);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    reset.mutate({ token, newPassword: password });
  }

  return (
    // noValidate: the checks answer with its toasts, not the browser's bubbles.
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="space-y-1.5">
        <Label htmlFor="new-password">New Password</Label>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          maxLength={TEXT_LIMITS.password}
          value={password}
          disabled={busy}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="confirm-new-password">Confirm New Password</Label>
        <PasswordInput
          id="confirm-new-password"
          autoComplete="new-password"
          maxLength={TEXT_LIMITS.password}
          value={confirmation}
          disabled={busy}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
        {busy ? 'Updating Password...' : 'Update Password'}
      </Button>
    </form>
  );
}
