// Unlimited or restricted coverage requests: two radio cards, each named by its title and
// described by its hint.
import { useId } from 'react';
import type { OrganizationSettings } from '@shared/validators/settings';
import type { CoverageForm } from './coverage-schema';

const MODES: readonly {
  value: OrganizationSettings['coveragePolicyMode'];
  label: string;
  hint: string;
}[] = [
  {
    value: 'unlimited',
    label: 'Unlimited',
    hint: 'Employees may ask for coverage as often as they need.',
  },
  {
    value: 'restricted',
    label: 'Restricted',
    hint: 'Coverage requests are limited by employee type and interval.',
  },
];

export function CoverageModeField({ register }: { register: CoverageForm['register'] }) {
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Coverage policy</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {MODES.map((mode) => (
          <label
            key={mode.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              value={mode.value}
              aria-labelledby={`${id}-${mode.value}`}
              aria-describedby={`${id}-${mode.value}-hint`}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
              {...register('coveragePolicyMode')}
            />
            <span>
              <span id={`${id}-${mode.value}`} className="block text-sm font-medium text-slate-900">
                {mode.label}
              </span>
              <span id={`${id}-${mode.value}-hint`} className="mt-0.5 block text-xs text-slate-500">
                {mode.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
