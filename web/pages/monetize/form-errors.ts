import type { z } from 'zod';

/** The first message per field of a failed parse, keyed by path (`name`, `variants.0.name`). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A typed dollar amount to a number; blank or unreadable is NaN, so the schema refuses it. */
export function parseDollars(value: string): number {
  const trimmed = value.trim();
  if (!trimmed) return Number.NaN;
  return Number(trimmed);
}

/** Cents as the dollars a price field shows: 900 → "9.00". */
export function centsToDollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The server names the field of a refused request (`price_cents: A pay-per-view post needs…`).
 * When it is one of `fields`, returns it with the message alone, to show under that field.
 */
export function serverFieldError(
  message: string,
  fields: readonly string[],
): { field: string; message: string } | null {
  const match = /^([\w.]+): (.+)$/s.exec(message);
  if (!match || !fields.includes(match[1])) return null;
  return { field: match[1], message: match[2] };
}
