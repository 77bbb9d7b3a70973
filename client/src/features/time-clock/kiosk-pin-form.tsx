// 'Kiosk PIN': the 4 to 6 digits a person types at a location's kiosk to punch in by name.
// Sent once and kept only as a hash, so the form never shows the current PIN.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiRequest } from '@/lib/api-client';
import { clockKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { useClock } from './use-clock';

const PIN = /^\d{4,6}$/;
const noAnswer = z.unknown();

export default function KioskPinForm() {
  const id = useId();
  // Whether a PIN is set comes with the clock; until it arrives the form reads as for a first PIN.
  const hasPin = useClock().data?.hasPin ?? false;
  const [pin, setPin] = useState('');
  const [invalid, setInvalid] = useState(false);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (value: string) => apiRequest('PUT', '/api/clock/pin', noAnswer, { pin: value }),
    onSuccess: () => {
      setPin('');
      toast({ title: 'Kiosk PIN saved', variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: clockKeys.all });
    },
  });
  const error = invalid ? 'Use 4 to 6 digits' : save.isError ? save.error.message : undefined;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Kiosk PIN
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {hasPin
          ? 'You have a PIN. Set a new one to replace it.'
          : 'Set a PIN to clock in on a shared kiosk at work.'}
      </p>
      <form
        noValidate
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const valid = PIN.test(pin);
          setInvalid(!valid);
          if (valid) save.mutate(pin);
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={id}>New PIN (4 to 6 digits)</Label>
          <Input
            id={id}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            className="w-40"
            value={pin}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
          />
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save PIN'}
        </Button>
        <div className="w-full">
          <FieldError id={`${id}-error`} message={error} />
        </div>
      </form>
    </section>
  );
}
