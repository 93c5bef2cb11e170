/** Dates as people read them. Plain `YYYY-MM-DD` dates are calendar days and must not shift with the time zone. */
const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

// Made once, on first use: a formatter per date (every post's time has one) cost the feed a
// long task.
const longDate: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
let localLongDate: Intl.DateTimeFormat | undefined;
let calendarLongDate: Intl.DateTimeFormat | undefined;

export function formatLongDate(value: string): string {
  if (calendarDay.test(value)) {
    calendarLongDate ??= new Intl.DateTimeFormat('en-US', { ...longDate, timeZone: 'UTC' });
    return calendarLongDate.format(new Date(`${value}T00:00:00Z`));
  }
  localLongDate ??= new Intl.DateTimeFormat('en-US', longDate);
  return localLongDate.format(new Date(value));
}

export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
