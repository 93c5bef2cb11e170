/** Prices as the forms take them: dollars typed in a field, cents on the wire. */

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
