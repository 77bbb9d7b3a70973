// The Reset Password modal: entering an email, then sent. It is loaded and mounted on the first
// click of 'Forgot your password?' (forgot-password-link.tsx), and every opening starts again at
// the email step.
import { LoaderCircle } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { passwordResetRequestSchema, RESET_REQUESTED } from '@shared/validators/accounts';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { useRequestPasswordReset } from './use-request-password-reset';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function ForgotPasswordDialog({ open, onOpenChange }: ForgotPasswordDialogProps) {
  const form = useForm({
    defaultValues: { email: '' },
    resolver: zodResolver(passwordResetRequestSchema),
  });
  const request = useRequestPasswordReset();
  const sent = request.isSuccess;
  const [openedBefore, setOpenedBefore] = useState(open);

  // Each opening starts again at the email step.
  if (open !== openedBefore) {
    setOpenedBefore(open);
    if (open) {
      form.reset();
      request.reset();
    }
  }

  // A blank address gets the toast people know; any other problem shows under the field.
  const onSubmit = form.handleSubmit(
    ({ email }) => request.mutate(email),
    () => {
      if (form.getValues('email').trim()) return;
      form.clearErrors();
      toast({
        title: 'Email required',
        description: 'Please enter your email address',
        variant: 'destructive',
      });
    },
  );
  const error = form.formState.errors.email?.message;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
            <div className="space-y-1.5">
              <Label htmlFor="reset-email">Email</Label>
              <Input
                id="reset-email"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@company.com"
                maxLength={TEXT_LIMITS.email}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'reset-email-error' : undefined}
                {...form.register('email')}
              />
              <FieldError id="reset-email-error" message={error} />
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
