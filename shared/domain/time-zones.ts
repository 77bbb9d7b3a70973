// Time zones are IANA names ('Europe/Berlin'). Whether a name is one is left to Intl, which both
// the browser and the server carry: no list to keep up to date, and the server accepts exactly
// what a browser can offer from the same database.

/** The four US zones, offered first and by their familiar abbreviations. */
export const US_TIME_ZONES = [
  { abbreviation: 'PT', zone: 'America/Los_Angeles' },
  { abbreviation: 'MT', zone: 'America/Denver' },
  { abbreviation: 'CT', zone: 'America/Chicago' },
  { abbreviation: 'ET', zone: 'America/New_York' },
] as const;

// A name, not an offset: PostgreSQL reads '+05:00' as POSIX does, five hours the other way.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/** Whether `zone` names a time zone (any IANA name or alias, in any case). */
export function isTimeZone(zone: string): boolean {
  if (!ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Every zone this runtime knows, the US four first. */
export function timeZonesUsFirst(): string[] {
  const first: string[] = US_TIME_ZONES.map((us) => us.zone);
  return [...first, ...Intl.supportedValuesOf('timeZone').filter((zone) => !first.includes(zone))];
}

/** 'America/New_York' as people read it: 'ET · America/New York'. */
export function timeZoneLabel(zone: string): string {
  const us = US_TIME_ZONES.find((candidate) => candidate.zone === zone);
  const name = zone.replaceAll('_', ' ');
  return us ? `${us.abbreviation} · ${name}` : name;
}

/** The zone this device runs in, when it names one; else `fallback`. */
export function deviceTimeZone(fallback: string): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : fallback;
}
