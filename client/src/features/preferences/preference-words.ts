// How preferences read on the Preferences screens: Like and Avoid with their marks, and the
// weekdays in the order of the app's weeks (Monday first).
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { ToggleOption } from '@/components/toggle-group';
import type { Preference } from '@/lib/preferences-query';

export const KIND_OPTIONS: readonly ToggleOption<Preference['kind']>[] = [
  { value: 'like', label: 'Like', icon: ThumbsUp },
  { value: 'avoid', label: 'Avoid', icon: ThumbsDown },
];

/** Sunday is 0; the app's weeks start on Monday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
