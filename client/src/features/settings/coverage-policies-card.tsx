// Coverage policies (spec 9): unlimited coverage requests, or limits per employee type and per
// interval. Saved with the organization settings (the old app did not save them at all).
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { OrganizationSettings } from '@shared/validators/settings';
import { CoverageLimitFields } from './coverage-limit-fields';
import { CoverageModeField } from './coverage-mode-field';
import { coverageSchema } from './coverage-schema';
import {
  organizationSettingsPayload,
  useOrganizationSettings,
  useSaveOrganizationSettings,
} from './organization-settings-api';
import { SettingsCard } from './settings-card';
import { SettingsForm } from './settings-form';
import { SETTINGS_PARSE_OPTIONS } from './settings-parse-options';

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

function CoveragePoliciesForm({ settings }: { settings: OrganizationSettings }) {
  const save = useSaveOrganizationSettings('Coverage policy');
  const form = useForm({
    resolver: zodResolver(coverageSchema, SETTINGS_PARSE_OPTIONS),
    // Follows the server's values, but never overwrites what the user is still editing.
    values: settings,
    resetOptions: { keepDirtyValues: true },
  });
  const mode = useWatch({ control: form.control, name: 'coveragePolicyMode' });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(organizationSettingsPayload(settings, values)),
  );

  return (
    <SettingsForm onSubmit={onSubmit} saving={save.isPending}>
      <CoverageModeField register={form.register} />
      {/* The limits apply only when restricted; hidden, they are kept and saved unchanged. */}
      {mode === 'restricted' && <CoverageLimitFields form={form} />}
    </SettingsForm>
  );
}
