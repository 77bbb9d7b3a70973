// Binary search over ascending numbers: how many of them lead up to a value.

function leading(sorted: ArrayLike<number>, value: number, orEqual: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value || (orEqual && sorted[mid] === value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many of `sorted` are below `value`: where it would go before its equals. */
export const countBelow = (sorted: ArrayLike<number>, value: number) =>
  leading(sorted, value, false);

/** How many of `sorted` are at most `value`. */
export const countAtMost = (sorted: ArrayLike<number>, value: number) =>
  leading(sorted, value, true);
