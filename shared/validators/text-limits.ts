// The longest text each kind of field accepts: the API schemas refuse more, and the forms stop
// typing there (maxLength), so both sides read the same numbers from here. No zod here: the
// sign-in page reads these numbers and must stay light.

export const TEXT_LIMITS = {
  /** First and last names. */
  name: 100,
  /** Shift titles, shift types, business names. */
  title: 120,
  /** Reasons, notes, reviewer notes. */
  note: 2000,
  /** The longest address the mail standards allow. */
  email: 254,
  password: 200,
  /** Invitation and reset tokens are 43 characters; this only bounds what a link may carry. */
  token: 200,
  /** 'HH:MM:SS'. */
  time: 8,
} as const;

export const tooLongMessage = (label: string, max: number) =>
  `${label} must be at most ${max} characters`;
