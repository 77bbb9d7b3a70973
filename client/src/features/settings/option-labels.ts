// How the settings' option values read in their selects.

export const hoursLabel = (hours: number) =>
  hours < 1 ? `${hours * 60} minutes` : hours === 1 ? '1 hour' : `${hours} hours`;

export const daysLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);

export const weeksLabel = (weeks: number) => (weeks === 1 ? '1 week' : `${weeks} weeks`);
