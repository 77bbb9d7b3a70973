// Timing helpers the benches share: one percentile rule for every figure they print, and the
// sequential GET loop that compares the app with the bare server sending the same bytes.
import { performance } from 'node:perf_hooks';

/** The nearest-rank percentile `p` (0 to 100) of `values` (any order); NaN when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

/** `count` GETs of `url` one after another: their p50 and p95 in ms, and the last answer's bytes. */
export async function timedGets(url: string, count: number, cookie?: string) {
  const times: number[] = [];
  let body = Buffer.alloc(0);
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: cookie ? { cookie } : {} });
    body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.toString()}`);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), body };
}
