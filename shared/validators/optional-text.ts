// Optional free text (notes and the like), limited like every other text field.
import { z } from 'zod';
import { tooLongMessage } from './text-limits';

/**
 * Text a person may leave out, such as notes. null, or text that is blank once trimmed, means
 * none and is stored as null: on an edit, null or '' clears it and an absent field keeps it.
 */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullish()
    .transform((text) => (text === '' ? null : text));
