import { z } from 'zod';

/**
 * zod for every shared schema. In a browser, zod would probe `new Function('')` to compile fast
 * parsers; our Content-Security-Policy (rightly) has no 'unsafe-eval', so the probe is reported as
 * a violation even though zod catches it. Pages parse small answers: they run zod without its
 * compiler, set here before any schema is built. Node keeps the compiled parsers.
 */
const scope = globalThis as { document?: unknown; importScripts?: unknown };
if (scope.document !== undefined || typeof scope.importScripts === 'function') z.config({ jitless: true });

export { z };
