// 'Forgot your password?' and the Reset Password modal: closed, entering an email,
// sent. Every opening starts again at the email step.
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { RESET_REQUESTED } from '@shared/validators/accounts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { focusRing } from '@/components/ui/focus-ring';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { useRequestPasswordReset } from './use-request-password-reset';

export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();
  const sent = request.isSuccess;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setEmail('');
      request.reset();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toast({
        title: 'Email required',
        description: 'Please enter your email address',
        variant: 'destructive',
      });
      return;
    }
    request.mutate(address);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger
        className={`rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline ${focusRing}`}
      >
        Forgot your password?
      </DialogTrigger>
      <DialogContent
        title="Reset Password"
        description={
          sent
            ? undefined
            : "Enter your email address and we'll send you a link to reset your password."
        }
      >
        {sent ? (
          <div className="space-y-6">
            <p className="text-sm text-slate-700">{RESET_REQUESTED}</p>
            <DialogClose asChild>
              <Button className="w-full">Back to Login</Button>
            </DialogClose>
          </div>
        ) : (
          // noValidate: an empty email gets our toast, not the browser's bubble.
          <form noValidate onSubmit={onSubmit} className="space-y-6">
            <div className="space-y-1.5">
              <Label htmlFor="reset-email">Email</Label>
              <Input
                id="reset-email"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@company.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={request.isPending}>
                {request.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
                Send Reset Link
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
