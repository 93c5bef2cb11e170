/** One month on from a date, clamped to the month's last day (Jan 31 -> Feb 28/29). */
export function addMonth(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export function addYear(from: Date): Date {
  const next = new Date(from);
  const month = next.getUTCMonth();
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  if (next.getUTCMonth() !== month) next.setUTCDate(0);
  return next;
}

/**
 * The start of the period that ends at `periodEnd`, for a subscription renewed month by
 * month from `startedAt` (each period ends `addMonth` of the one before, so the chain is
 * exact even across short months).
 */
export function monthlyPeriodStart(startedAt: Date, periodEnd: Date): Date {
  let start = startedAt;
  for (let next = addMonth(start); next.getTime() < periodEnd.getTime(); next = addMonth(next)) {
    start = next;
  }
  return start;
}

/** The share of `amountCents` for what is left of a period at `now`, in whole cents. */
export function prorate(
  amountCents: number,
  period: { start: Date; end: Date },
  now: Date,
): number {
  const length = period.end.getTime() - period.start.getTime();
  const left = Math.min(Math.max(period.end.getTime() - now.getTime(), 0), length);
  return length <= 0 ? 0 : Math.round((amountCents * left) / length);
}
