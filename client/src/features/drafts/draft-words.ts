// The words the draft actions share.

/** '1 change', '42 changes'. */
export const changesLabel = (n: number) => `${n} change${n === 1 ? '' : 's'}`;

/** '1 person', '3 people'. */
export const peopleLabel = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
