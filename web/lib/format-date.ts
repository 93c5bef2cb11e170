/** Dates as people read them. Plain `YYYY-MM-DD` dates are calendar days and must not shift with the time zone. */
const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

export function formatLongDate(value: string): string {
  const isDay = calendarDay.test(value);
  const date = new Date(isDay ? `${value}T00:00:00Z` : value);
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(isDay ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
