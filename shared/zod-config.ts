// Zod compiles object validators with `new Function` when it can. The browser's
// Content-Security-Policy forbids that (and reports a violation on every page even though zod
// falls back), so both entry points switch the compiler off before any schema is built: import
// this module first. The setting lives in zod's core, which classic zod and zod/mini share.
import { config } from 'zod/v4/core';

config({ jitless: true });
