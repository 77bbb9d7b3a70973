// The Edit Employee fields: weekly hours 0-168 in steps of 0.5, the minimum and target hours the
// person wants (empty: not set; within the limit), type, role, the hourly rate only managers see
// (empty: no rate), and the positions they are qualified for. Save stays
// 'No Changes' until a value differs from the saved one, the role included: promoting someone is
// a change on its own.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { employeeUpdateSchema, MAX_WEEKLY_HOURS } from '@shared/validators/accounts';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { EMPLOYEE_TYPE_LABELS, ROLE_LABELS } from './employee-labels';
import type { Employee } from '@/lib/employees-query';
import { readCurrentUser } from '@/lib/current-user';
import { managesAllLocations } from '@/lib/location-choice';
import { LocationsField, locationScopeOf, type LocationScope } from '@/components/locations-field';
import { QualificationsField } from './qualifications-field';
import { useUpdateEmployee } from './use-update-employee';

const HOURS_HINT = 'Maximum: 168 hours per week (24 hours × 7 days)';

/** Only a manager is held to locations: for anyone else the scope is where they work. */
const scopeToSend = ({ locationIds, managesAllLocations }: LocationScope, role: string) =>
  role === 'manager' ? { locationIds, managesAllLocations } : { locationIds };

/** An empty number field means no value. */
const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

export function EditEmployeeForm({
  employee,
  onSaved,
}: {
  employee: Employee;
  onSaved: () => void;
}) {
  const update = useUpdateEmployee();
  // The dashboard has the signed-in manager already; the form only looks them up.
  const me = readCurrentUser(useQueryClient());
  const savedScope = locationScopeOf(employee);
  const [scope, setScope] = useState(savedScope);
  // Sent only when changed: with one location nobody picks any, and a person stays where they are.
  const scopeChanged = JSON.stringify(scope) !== JSON.stringify(savedScope);
  const scopeInvalid = scopeChanged && scope.locationIds.length === 0;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(employeeUpdateSchema),
    defaultValues: {
      weeklyHoursLimit: employee.weeklyHoursLimit,
      employeeType: employee.employeeType,
      role: employee.role,
      hourlyRate: employee.hourlyRate ?? null,
      minHours: employee.minHours,
      targetHours: employee.targetHours,
      positions: employee.positions,
    },
  });
  const [hours, employeeType, role, rate, minHours, targetHours, positions] = useWatch({
    control,
    name: [
      'weeklyHoursLimit',
      'employeeType',
      'role',
      'hourlyRate',
      'minHours',
      'targetHours',
      'positions',
    ],
  });
  const changed =
    hours !== employee.weeklyHoursLimit ||
    employeeType !== employee.employeeType ||
    role !== employee.role ||
    rate !== (employee.hourlyRate ?? null) ||
    minHours !== employee.minHours ||
    targetHours !== employee.targetHours ||
    JSON.stringify(positions) !== JSON.stringify(employee.positions) ||
    scopeChanged;
  const hoursError = errors.weeklyHoursLimit?.message;
  const rateError = errors.hourlyRate?.message;
  const wantedField = (name: 'minHours' | 'targetHours', label: string) => {
    const error = errors[name]?.message;
    const id = `employee-${name}`;
    return (
      <div className="space-y-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.5}
          placeholder="Not set"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : 'employee-wanted-hint'}
          {...register(name, { setValueAs: numberOrNull })}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  };

  return (
    // noValidate: the schema's messages show inline instead of the browser's bubbles.
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        update.mutate(
          { id: employee.id, ...values, ...(scopeChanged ? scopeToSend(scope, role) : {}) },
          { onSuccess: onSaved },
        ),
      )}
      className="space-y-5"
    >
      <div className="space-y-1.5">
        <Label htmlFor="employee-hours">Weekly hours limit</Label>
        <Input
          id="employee-hours"
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_WEEKLY_HOURS}
          step={0.5}
          aria-invalid={hoursError ? true : undefined}
          aria-describedby={hoursError ? 'employee-hours-error' : 'employee-hours-hint'}
          {...register('weeklyHoursLimit', { valueAsNumber: true })}
        />
        <p id="employee-hours-hint" className="text-xs text-slate-500">
          {HOURS_HINT}
        </p>
        <FieldError id="employee-hours-error" message={hoursError} />
      </div>
      <div className="space-y-1.5">
        <div className="grid grid-cols-2 gap-3">
          {wantedField('minHours', 'Minimum hours wanted')}
          {wantedField('targetHours', 'Target hours wanted')}
        </div>
        <p id="employee-wanted-hint" className="text-xs text-slate-500">
          The weekly hours the person wants, within their limit. The fill aims for them; nothing is
          refused for them.
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="employee-type">Employee type</Label>
          <Select id="employee-type" {...register('employeeType')}>
            {Object.entries(EMPLOYEE_TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="employee-role">Role</Label>
          <Select id="employee-role" {...register('role')}>
            {Object.entries(ROLE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="employee-rate">Hourly rate</Label>
        <Input
          id="employee-rate"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="No rate"
          aria-invalid={rateError ? true : undefined}
          aria-describedby={rateError ? 'employee-rate-error' : 'employee-rate-hint'}
          {...register('hourlyRate', { setValueAs: numberOrNull })}
        />
        <p id="employee-rate-hint" className="text-xs text-slate-500">
          Only managers see it; Reports use it for labour cost.
        </p>
        <FieldError id="employee-rate-error" message={rateError} />
      </div>
      <QualificationsField control={control} />
      <LocationsField
        value={scope}
        onChange={setScope}
        isManager={role === 'manager'}
        canChangeScope={me ? managesAllLocations(me) : false}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={!changed || scopeInvalid || update.isPending}>
          {update.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {update.isPending ? 'Saving...' : changed ? 'Save Changes' : 'No Changes'}
        </Button>
      </div>
    </form>
  );
}
