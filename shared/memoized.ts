// A function of a string key computed once per key: date arithmetic over a year-long series asks
// the same few hundred dates thousands of times.
export function memoized<T>(compute: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}
