// Choosing how to compress an answer the server already holds compressed.
import type { Request } from 'express';

export type Encoding = 'br' | 'gzip';

/**
 * The first of `offered` the client accepts, brotli before gzip. Browsers weigh the two alike
 * and list gzip first (Chrome: "gzip, deflate, br, zstd"); negotiating by the header's order
 * would then always send the larger gzip.
 */
export function chooseEncoding(
  req: Request,
  offered: readonly Encoding[] = ['br', 'gzip'],
): Encoding | undefined {
  return offered.find((encoding) => req.acceptsEncodings(encoding) === encoding);
}
