// Zod builds fast object parsers with `new Function` where it may. Under the site's
// Content-Security-Policy a page may not (no 'unsafe-eval'), and Zod's probe for it, though it
// catches the refusal, is reported as a violation on every admin page
// (docs/decisions/019-content-security-policy.md). In the browser Zod is told not to try; the
// server keeps the fast parsers. app/root.tsx imports this first, before any schema is built.
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });
