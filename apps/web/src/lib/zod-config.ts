/**
 * The CSP forbids eval (script-src 'self'), so zod's JIT can never run here; unless `jitless` is
 * set, zod still probes with `new Function('')` when it builds the first object schema, and Chrome
 * reports that as a CSP violation. main.tsx imports this first, before any schema exists.
 *
 * zod keeps its config on globalThis.__zod_globalConfig (zod/v4/core, shared by every copy of
 * zod); setting it there keeps zod itself out of the entry chunk. zod-config.test.ts checks that
 * zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
