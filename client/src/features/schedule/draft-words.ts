// The words the draft actions share.

/** '1 change', '42 changes'. */
export const changesLabel = (n: number) => `${n} change${n === 1 ? '' : 's'}`;
