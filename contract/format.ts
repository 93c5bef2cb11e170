import type { CurrentUser } from './users';

/** Relative age as the spec words it: just now, hours ago, days ago, then the date. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const hours = (now.getTime() - then.getTime()) / 3_600_000;
  if (hours < 1) return 'just now';
  if (hours < 24) return `${Math.floor(hours)}h ago`;
  if (hours < 168) return `${Math.floor(hours / 24)}d ago`;
  return then.toLocaleDateString();
}

type NamedUser = Pick<CurrentUser, 'display_name' | 'google_user_data' | 'email'>;

/** display_name, then the provider's name, then the given name, then the e-mail before the @. */
export function displayName(user: NamedUser): string {
  return (
    user.display_name?.trim() ||
    user.google_user_data?.name?.trim() ||
    user.google_user_data?.given_name?.trim() ||
    user.email.split('@')[0]
  );
}

/** The first word of the display name, for greetings and the sidebar. */
export function firstName(user: NamedUser): string {
  return displayName(user).split(/\s+/)[0];
}

// One formatter for every call, made on the first: one per price cost a page of prices a long
// task, and making it loads the runtime's currency data, which a page without prices need not.
let usd: Intl.NumberFormat | undefined;

export function formatMoney(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(cents / 100);
}

// `count.toLocaleString('en-US')` makes a new formatter each time (the runtime caches only the
// default locale's): on a feed, four a post, which cost the page a long task.
let counts: Intl.NumberFormat | undefined;

/** A count as people read it: `1,234`. */
export function formatCount(count: number): string {
  counts ??= new Intl.NumberFormat('en-US');
  return counts.format(count);
}

const SIZE_UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** A file size on the spec's 1024 base: `512 bytes`, `1.5 MB`, `5 MB`. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${rounded} ${SIZE_UNITS[unit]}`;
}
