// Zod compiles object validators with `new Function` when it can. The browser's
// Content-Security-Policy forbids that (and reports a violation on every page even though zod
// falls back), so both entry points switch the compiler off before any schema is built: import
// this module first.
import { z } from 'zod';

z.config({ jitless: true });
