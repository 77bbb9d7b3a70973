// The words the draft actions share.

/** '1 change', '42 changes'. */
export const changesLabel = (n: number) => `${n} change${n === 1 ? '' : 's'}`;

/** '1 person', '3 people'. */
export const peopleLabel = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** '1 place is still open on 1 draft shift', '3 places are still open on 2 draft shifts'. */
export const openPlacesLine = (places: number, shifts: number) =>
  `${places} ${places === 1 ? 'place is' : 'places are'} still open on ${shifts} draft ${shifts === 1 ? 'shift' : 'shifts'}`;
