/**
 * The audit log: every admin action and money movement writes one row, in the transaction of
 * the change itself, so a change without its row (or a row without its change) cannot exist.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertAuditEntry } from './audit.queries';

/**
 * Who acted. Structural, so any actor-like value fits (a user row, a session's actor.user);
 * null is the system itself, e.g. a scheduled renewal.
 */
export type AuditActor = { id: number; email: string } | null;

/** What was acted on; null for the platform as a whole. */
export type AuditTarget = { type: string; id: string | number } | null;

export type AuditJson =
  string | number | boolean | null | AuditJson[] | { [key: string]: AuditJson | undefined };

/** JSON-safe details of what changed. Never put secrets in here. */
export type AuditDetails = { [key: string]: AuditJson | undefined };

/** Keys whose values never belong in an audit row, whatever a caller passes by mistake. */
const SECRET_KEY = /password|secret|token|hash|api_?key|credential/i;

function scrub(value: AuditJson | undefined): AuditJson | undefined {
  if (Array.isArray(value)) return value.map((item) => scrub(item) ?? null);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        SECRET_KEY.test(key) ? '[redacted]' : scrub(item),
      ]),
    );
  }
  return value;
}

/**
 * Writes one audit row with `trx`, which should be the transaction of the change it records:
 * rolled back together, committed together.
 */
export async function recordAudit(
  trx: Kysely<Database>,
  actor: AuditActor,
  action: string,
  target: AuditTarget,
  details: AuditDetails = {},
): Promise<void> {
  await insertAuditEntry(trx, {
    actor_id: actor?.id ?? null,
    actor_email: actor?.email ?? null,
    action,
    target_type: target?.type ?? null,
    target_id: target === null ? null : String(target.id),
    details: JSON.stringify(scrub(details) ?? {}),
    created_at: new Date().toISOString(),
  });
}
