// Which dashboard tab shows: the ?tab= parameter (aliases allowed), else the stored tab, else the
// default. Unknown values are skipped rather than shown as an empty page.

export interface TabRules<T extends string> {
  tabs: readonly T[];
  aliases: Readonly<Record<string, T>>;
  fallback: T;
}

export function normalizeTab<T extends string>(rules: TabRules<T>, value: string | null): T | null {
  if (!value) return null;
  const tab = rules.tabs.find((candidate) => candidate === value);
  return tab ?? (Object.hasOwn(rules.aliases, value) ? (rules.aliases[value] ?? null) : null);
}

export function resolveTab<T extends string>(
  rules: TabRules<T>,
  param: string | null,
  stored: string | null,
): T {
  return normalizeTab(rules, param) ?? normalizeTab(rules, stored) ?? rules.fallback;
}
