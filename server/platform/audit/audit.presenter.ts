import type { AuditEntry } from '../../../contract/audit';
import type { AuditLogRow } from '../../db/schema';

function parseDetails(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function presentAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    actor_id: row.actor_id,
    actor_email: row.actor_email,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    details: parseDetails(row.details),
    created_at: row.created_at,
  };
}
