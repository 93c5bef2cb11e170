/**
 * Zod compiles its object parsers with `new Function` where it may, and probes for that when it
 * builds the first object schema. Our CSP allows scripts from our own files only, so the probe
 * is refused, and the browser reports the refusal as a CSP violation on every screen with a
 * form (Lighthouse counts it against best practices). Zod's documented switch for such pages:
 * set before any schema is built, so main.tsx imports this first.
 */
import { config } from 'zod';

config({ jitless: true });
