// GET and PUT /api/organization-settings: general, scheduling, employee-management and coverage
// settings, kept per organization on the server. PUT takes the whole object, so each card sends
// its own fields on top of the loaded values of the others.
import { useQuery } from '@tanstack/react-query';
import { organizationSettingsSchema, type OrganizationSettings } from '@shared/validators/settings';
import { useSaveSettings } from './use-save-settings';

export const ORGANIZATION_SETTINGS_KEY = ['/api/organization-settings'] as const;

const FIELDS = organizationSettingsSchema.keyof().options;

/** The settings the PUT expects, without what the server adds to its answer (updatedAt). */
export function organizationSettingsPayload(
  loaded: OrganizationSettings,
  changes: Partial<OrganizationSettings>,
): OrganizationSettings {
  const merged = { ...loaded, ...changes };
  return Object.fromEntries(FIELDS.map((field) => [field, merged[field]])) as OrganizationSettings;
}

export const useOrganizationSettings = () =>
  useQuery<OrganizationSettings>({ queryKey: ORGANIZATION_SETTINGS_KEY });

export const useSaveOrganizationSettings = (section: string) =>
  useSaveSettings<OrganizationSettings>({
    method: 'PUT',
    queryKey: ORGANIZATION_SETTINGS_KEY,
    successDescription: `${section} settings have been updated.`,
    failureTitle: 'Failed to save settings. Please try again.',
  });
