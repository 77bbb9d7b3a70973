// The first manager's part of registration and sign-up: the business they create, its time zone
// and the day its weeks start on. Loaded only by those two forms, so invitees never download the time-zone list.
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { DAY_NAMES } from '@shared/domain/dates';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { TimeZonePicker } from '@/components/time-zone-picker';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { requiredFieldAria, type RegistrationValues } from './registration-values';

interface BusinessFieldsProps {
  register: UseFormRegister<RegistrationValues>;
  control: Control<RegistrationValues>;
  errors: FieldErrors<RegistrationValues>;
}

export default function BusinessFields({ register, control, errors }: BusinessFieldsProps) {
  return (
    <fieldset className="space-y-5 border-b border-slate-100 pb-5">
      <legend className="sr-only">Your business</legend>
      <div className="space-y-1.5">
        <Label htmlFor="register-businessName">Business Name</Label>
        <Input
          id="register-businessName"
          autoComplete="organization"
          {...requiredFieldAria(errors, 'businessName')}
          maxLength={TEXT_LIMITS.title}
          {...register('businessName')}
        />
        <FieldError id="register-businessName-error" message={errors.businessName?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="register-timeZone">Time Zone</Label>
        <Controller
          control={control}
          name="timeZone"
          render={({ field }) => (
            <TimeZonePicker
              id="register-timeZone"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              {...requiredFieldAria(errors, 'timeZone', 'register-timeZone-hint')}
            />
          )}
        />
        <p id="register-timeZone-hint" className="text-xs text-slate-500">
          Guessed from this device. It decides when your team&apos;s days start.
        </p>
        <FieldError id="register-timeZone-error" message={errors.timeZone?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="register-weekStartsOn">Week Starts On</Label>
        <Select
          id="register-weekStartsOn"
          aria-describedby="register-weekStartsOn-hint"
          {...register('weekStartsOn', { valueAsNumber: true })}
        >
          {DAY_NAMES.map((day, index) => (
            <option key={day} value={index}>
              {day}
            </option>
          ))}
        </Select>
        <p id="register-weekStartsOn-hint" className="text-xs text-slate-500">
          Your schedule&apos;s weeks, weekly hour limits and overtime start on this day.
        </p>
        <FieldError id="register-weekStartsOn-error" message={errors.weekStartsOn?.message} />
      </div>
    </fieldset>
  );
}
