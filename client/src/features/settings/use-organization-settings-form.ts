// The form behind each organization-settings card: validates its slice of the settings with the
// shared schema, follows the server's values without overwriting what the user is still editing,
// and saves only the fields that differ from the loaded ones.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { OrganizationSettings } from '@shared/validators/settings';
import type { OrganizationSettingsResponse } from '@shared/validators/settings-responses';
import { changedSettings, useSaveOrganizationSettings } from './use-organization-settings';
import { SETTINGS_PARSE_OPTIONS } from './settings-parse-options';

export function useOrganizationSettingsForm<
  S extends z.ZodType<Partial<OrganizationSettings>, FieldValues>,
>(schema: S, settings: OrganizationSettingsResponse, section: string) {
  const save = useSaveOrganizationSettings(section);
  // The card's slice of the settings: its inputs as typed (z.input) and as parsed (z.output).
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema, SETTINGS_PARSE_OPTIONS) as Resolver<
      z.input<S>,
      unknown,
      z.output<S>
    >,
    values: settings as z.input<S>,
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(changedSettings(settings, values)));
  return { form, onSubmit, saving: save.isPending };
}
