// GET and PATCH /api/organization-settings: general, scheduling, employee-management and coverage
// settings, kept per organization on the server. Each card sends only the fields it changed, so
// two cards (or two managers) saving at once never undo each other.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationSettingsPatch } from '@shared/validators/settings';
import { organizationSettingsResponse } from '@shared/validators/generated/settings-responses';
import type { OrganizationSettingsResponse } from '@shared/validators/settings-responses';
import { settingsKeys } from '@/lib/query-keys';
import { ORGANIZATION_SETTINGS_URL, organizationSettingsQuery } from '@/lib/settings-query';
import { useSaveSettings } from './use-save-settings';

/** The fields of `values` that differ from the loaded settings. */
function changedSettings(
  loaded: OrganizationSettingsResponse | undefined,
  values: OrganizationSettingsPatch,
): OrganizationSettingsPatch {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => loaded?.[field as keyof OrganizationSettingsResponse] !== value,
    ),
  );
}

export const useOrganizationSettings = () => useQuery(organizationSettingsQuery());

export function useSaveOrganizationSettings(section: string) {
  const queryClient = useQueryClient();
  return useSaveSettings<OrganizationSettingsPatch, typeof organizationSettingsResponse>({
    method: 'PATCH',
    url: ORGANIZATION_SETTINGS_URL,
    queryKey: settingsKeys.organization(),
    schema: organizationSettingsResponse,
    successDescription: `${section} settings have been updated.`,
    failureTitle: 'Failed to save settings. Please try again.',
    // The cards' forms follow the cached settings, so what differs from them is what was edited.
    toBody: (values) =>
      changedSettings(queryClient.getQueryData(organizationSettingsQuery().queryKey), values),
  });
}
