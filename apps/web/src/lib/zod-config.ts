// The server's Content-Security-Policy forbids eval, so zod's compiled (eval-based) parsers can
// never run in the page. Saying so before any schema parses spares the browser zod's eval probe,
// which the policy blocks and Chromium reports as a CSP issue (Lighthouse's best practices).
//
// zod keeps its configuration on this global (shared by every copy of zod in a page) and adopts
// what it finds there; setting it here, instead of calling `z.config()`, keeps zod itself out of
// the first download (zod-config.test.ts checks that zod reads it).
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
