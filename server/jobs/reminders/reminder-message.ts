// The words of a shift reminder, written in the time zone of the shift's location (where its
// date and time are read).

export function reminderMessage(shift: { title: string; start: Date; timeZone: string }) {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: shift.timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(shift.start);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: shift.timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(shift.start)
    // ICU puts a narrow no-break space before AM/PM; plain text mail readers show a plain one best.
    .replace(/\u202f/g, ' ');
  return {
    title: `Shift reminder: ${shift.title}`,
    message: `Your shift "${shift.title}" starts on ${day} at ${time}.`,
  };
}
