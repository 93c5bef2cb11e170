import {
  deleteLapsedHandshakes,
  deleteLapsedPasswordResets,
  deleteLapsedSignupRequests,
} from './features/auth/auth.queries';
import { deleteLapsedShares, deleteOldViews } from './features/posts/posts.queries';
import { forgetLapsedJoins } from './features/tribe/subscribers.queries';
import { deleteLapsedOAuthStates } from './features/social/social.queries';
import { LapseLimits, TribeLimits } from '../contract/limits';
import type { LapsedRows } from './platform/expiry/lapsed-rows';
import { deleteHandledEventsBefore } from './platform/payments/payment-accounts.queries';
import { deleteWebProcessesSeenBefore } from './features/system/system.queries';

const DAY_MS = 86_400_000;

/**
 * Every kind of row that lapses, in one list (the `expiry.forget-lapsed-rows` job deletes
 * them every quarter hour). Tables that anyone can write to without signing in belong here,
 * beside the rate limit on their route (`limitAnonymousWrite`), so neither their rows nor
 * their rate can grow without bound.
 */
export const expiringRows: readonly LapsedRows[] = [
  {
    name: 'sign-in states and one-time codes',
    forget: (db, now) => deleteLapsedHandshakes(db, now.toISOString()),
  },
  {
    name: 'sign-up requests',
    forget: (db, now) => deleteLapsedSignupRequests(db, now.toISOString()),
  },
  {
    name: 'password-reset links',
    forget: (db, now) => deleteLapsedPasswordResets(db, now.toISOString()),
  },
  {
    name: 'social connect handshakes',
    forget: (db, now) => deleteLapsedOAuthStates(db, now.toISOString()),
  },
  { name: 'signed-out shares', forget: (db, now) => deleteLapsedShares(db, now.toISOString()) },
  {
    name: 'view counting of past days',
    forget: (db, now) =>
      deleteOldViews(
        db,
        new Date(now.getTime() - LapseLimits.viewDays * DAY_MS).toISOString().slice(0, 10),
      ),
  },
  {
    name: 'fan list joins never confirmed',
    forget: (db, now) =>
      forgetLapsedJoins(
        db,
        new Date(now.getTime() - TribeLimits.confirmLinkDays * DAY_MS).toISOString(),
      ),
  },
  {
    // A web process removes its own row when it stops; one killed leaves it, seen no more.
    name: 'web processes that stopped reporting',
    forget: (db, now) =>
      deleteWebProcessesSeenBefore(db, new Date(now.getTime() - DAY_MS).toISOString()),
  },
  {
    // Stripe retries a delivery for up to three days: a month covers any replay.
    name: 'handled payment-provider webhook events',
    forget: (db, now) =>
      deleteHandledEventsBefore(db, new Date(now.getTime() - 30 * DAY_MS).toISOString()),
  },
];
