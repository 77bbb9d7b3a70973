// Coverage policies: unlimited coverage requests, or limits per employee type and per
// interval. Saved with the organization settings and enforced when a cover request is made.
import type { OrganizationSettingsResponse } from '@shared/validators/settings-responses';
import { ShieldCheck } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { CoverageLimitFields } from './coverage-limit-fields';
import { CoverageModeField } from './coverage-mode-field';
import { coverageSchema } from './coverage-schema';
import { useOrganizationSettings, useSaveOrganizationSettings } from './use-organization-settings';
import { SettingsCard } from '@/components/settings-card';
import { SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';

export function CoveragePoliciesCard() {
  return (
    <SettingsCard
      title="Coverage Policies"
      description="How often employees may ask others to cover their shifts."
      icon={ShieldCheck}
      query={useOrganizationSettings()}
    >
      {(settings) => <CoveragePoliciesForm settings={settings} />}
    </SettingsCard>
  );
}

function CoveragePoliciesForm({ settings }: { settings: OrganizationSettingsResponse }) {
  const { form, onSubmit, saving } = useSettingsForm(
    coverageSchema,
    settings,
    useSaveOrganizationSettings('Coverage policy'),
  );
  const mode = useWatch({ control: form.control, name: 'coveragePolicyMode' });

  return (
    <SettingsForm onSubmit={onSubmit} saving={saving}>
      <CoverageModeField register={form.register} />
      {/* The limits apply only when restricted; hidden, they are kept and saved unchanged. */}
      {mode === 'restricted' && <CoverageLimitFields form={form} />}
    </SettingsForm>
  );
}
