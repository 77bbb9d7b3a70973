// The form behind every settings card: validates the card's fields with the shared schema,
// follows the server's values without overwriting what the user is still editing, and hands the
// parsed values to the card's save.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { SETTINGS_PARSE_OPTIONS } from './settings-parse-options';

interface SettingsSave<Values> {
  mutate: (values: Values) => void;
  isPending: boolean;
}

/**
 * `settings` is what the server answered; it may hold more fields than the card shows, which the
 * schema drops before `save` sees them.
 */
export function useSettingsForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  settings: object,
  save: SettingsSave<z.output<S>>,
) {
  // The card's fields as typed (z.input) and as parsed (z.output).
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema, SETTINGS_PARSE_OPTIONS) as Resolver<
      z.input<S>,
      unknown,
      z.output<S>
    >,
    values: settings as z.input<S>,
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(values));
  return {
    form,
    register: form.register,
    control: form.control,
    errors: form.formState.errors,
    onSubmit,
    saving: save.isPending,
  };
}
