import { z } from "zod";

/**
 * Zod for the whole site: import `z` from here, never from "zod" (ESLint enforces it). Zod compiles faster
 * object parsers with `new Function` when the page allows it, and finds out by trying once; our
 * Content-Security-Policy forbids eval, so in the browser that try was refused and reported as a policy
 * violation on every page with a form. Our schemas are small: the plain parsers are fast enough.
 */
z.config({ jitless: true });

export { z };
