// Runs autocannon in its own thread, so the load generator does not share the event loop of the
// app it measures. Records every response itself: autocannon's summary has no p95 (and in
// version 9 no request total).
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { LoadOptions, LoadResult } from './load';
import { percentile } from './timing';

const options = workerData as LoadOptions;
const latencies: number[] = [];
let bytes = 0;

const instance = autocannon(
  {
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.durationSeconds,
    // A slow answer is a latency to report, not a failure: autocannon's default gives up at 10 s.
    timeout: 60,
  },
  (error, result) => {
    if (error) throw error;
    latencies.sort((a, b) => a - b);
    const summary: LoadResult = {
      requests: latencies.length,
      perSecond: latencies.length / options.durationSeconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      failures: result.non2xx + result.errors + result.timeouts,
      bytesPerResponse: latencies.length ? bytes / latencies.length : 0,
    };
    parentPort!.postMessage(summary);
  },
);
instance.on('response', (_client, _status, responseBytes, responseTime) => {
  latencies.push(responseTime);
  bytes += responseBytes;
});
