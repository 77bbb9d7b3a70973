// localStorage can throw (disabled cookies, sandboxed frames, full quota). Remembered choices are
// conveniences, so a failure reads as "nothing stored" instead of breaking the page.

function local(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string) {
  try {
    local()?.setItem(key, value);
  } catch {
    // Not remembering a choice is harmless.
  }
}

export function removeStorage(key: string) {
  try {
    local()?.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

// Per-user values share one key holding a JSON object { [userId]: value }, so two people who use
// the same browser each get their own choice back.
function readUserMap(key: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readStorage(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

export function readUserEntry(key: string, userId: number): string | null {
  const value = readUserMap(key)[String(userId)];
  return typeof value === 'string' ? value : null;
}

export function writeUserEntry(key: string, userId: number, value: string) {
  writeStorage(key, JSON.stringify({ ...readUserMap(key), [userId]: value }));
}

export function removeUserEntry(key: string, userId: number) {
  const { [String(userId)]: _removed, ...rest } = readUserMap(key);
  if (Object.keys(rest).length === 0) removeStorage(key);
  else writeStorage(key, JSON.stringify(rest));
}
