// One keyboard focus style for every interactive element: visible on keyboard focus only.
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-white';
