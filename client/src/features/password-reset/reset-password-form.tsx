// New Password and Confirm New Password, checked with the server's password rules before
// anything is sent (each problem is a toast); after a successful reset the page moves on to sign-in after 2 seconds.
import { LoaderCircle } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/lib/toast';
import { paths } from '@/paths';
import { newPasswordFormSchema, problemTitle } from './new-password-problem';
import { useResetPassword } from './use-reset-password';

export const RESET_REDIRECT_DELAY_MS = 2000;

interface ResetPasswordFormProps {
  token: string;
  onLinkRefused: () => void;
}

export function ResetPasswordForm({ token, onLinkRefused }: ResetPasswordFormProps) {
  const [, navigate] = useLocation();
  const form = useForm({
    defaultValues: { password: '', confirmation: '' },
    resolver: zodResolver(newPasswordFormSchema),
  });
  const reset = useResetPassword({ onLinkRefused });
  const busy = reset.isPending || reset.isSuccess;

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.auth), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = form.handleSubmit(
    ({ newPassword }) => reset.mutate({ token, newPassword }),
    (errors) => {
      const description = errors.password?.message ?? '';
      toast({ title: problemTitle(description), description, variant: 'destructive' });
    },
  );

  return (
    // noValidate: the checks answer with its toasts, not the browser's bubbles.
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <div className="space-y-1.5">
        <Label htmlFor="new-password">New Password</Label>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          maxLength={TEXT_LIMITS.password}
          disabled={busy}
          {...form.register('password')}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="confirm-new-password">Confirm New Password</Label>
        <PasswordInput
          id="confirm-new-password"
          autoComplete="new-password"
          maxLength={TEXT_LIMITS.password}
          disabled={busy}
          {...form.register('confirmation')}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
        {busy ? 'Updating Password...' : 'Update Password'}
      </Button>
    </form>
  );
}
