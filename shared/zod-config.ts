// Zod compiles object validators with `new Function` when it can. The browser's
// Content-Security-Policy forbids that (and reports a violation on every page even though zod
// falls back), so both entry points switch the compiler off before any schema is built: import
// this module first. Zod keeps its settings in one object on globalThis, shared by classic zod
// and zod/mini, and takes one placed there before it loads: setting it directly keeps zod itself
// out of the client's entry chunk, which /auth must download before anything else.
import type { $ZodConfig } from 'zod/v4/core';

const host = globalThis as { __zod_globalConfig?: Partial<$ZodConfig> };
Object.assign((host.__zod_globalConfig ??= {}), { jitless: true });
