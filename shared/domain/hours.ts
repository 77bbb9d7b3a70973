// Hours as every screen, message and export shows them: at most two decimals and no trailing
// zeros (42.5, 40, 7.75). Shifts run in quarter hours, so one decimal would turn 14.25 into 14.3.

export const roundHours = (hours: number) => Math.round(hours * 100) / 100;

export const formatHours = (hours: number) => String(roundHours(hours));

export const formatMinutesAsHours = (minutes: number) => formatHours(minutes / 60);
