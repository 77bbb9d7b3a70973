// Money to the cent, for amounts that people are paid: rounding that does not drift on binary
// near-misses, and shares of a total that still add up to it once each is rounded.

/**
 * Round half away from zero to cents. The product with 100 is first cut to 15 significant digits,
 * so a binary near-miss such as 1.005 * 100 = 100.49999999999999 still rounds up.
 */
export function roundCents(amount: number): number {
  const hundredths = Number((Math.abs(amount) * 100).toPrecision(15));
  return (Math.sign(amount) * Math.round(hundredths)) / 100 || 0;
}

/**
 * Each share in whole cents such that they add up to `total` (already rounded to cents): the
 * cents lost to rounding go to the shares that lost the most.
 */
export function sharesToTheCent(shares: number[], total: number): number[] {
  const totalCents = Math.round(total * 100);
  const floors = shares.map((share) => Math.floor(Number((share * 100).toPrecision(15))));
  let missing = totalCents - floors.reduce((sum, cents) => sum + cents, 0);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share * 100 - floors[index]! }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index]! += 1;
    missing -= 1;
  }
  return floors.map((cents) => cents / 100);
}
