// Zod builds fast object parsers with `new Function` where it may. Under the site's
// Content-Security-Policy a page may not (no 'unsafe-eval'), and Zod's probe for it, though it
// catches the refusal, is reported as a violation on every admin page
// (docs/decisions/019-content-security-policy.md). In the browser Zod is told not to try; the
// server keeps the fast parsers. app/root.tsx imports this first, before any schema is built.
// Zod keeps its settings in globalThis.__zod_globalConfig (shared by every copy of it; z.config
// writes there): set without importing Zod, so that a screen without a form does not load it
// (docs/decisions/026-admin-script-budget.md). tests/unit/zod-without-eval.test.ts checks that
// Zod reads it.
type ZodSettings = { jitless?: boolean };

if (typeof document !== "undefined") {
  const holder = globalThis as { __zod_globalConfig?: ZodSettings };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}

export {};
