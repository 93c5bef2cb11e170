import { z } from 'zod';
import { PageQuery } from './pagination';

/** One row of the audit log: who did what to which thing, and when. */
export const AuditEntry = z.object({
  id: z.number().int(),
  /** Null when the system acted (a scheduled job). */
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** `GET /api/admin/audit`: newest first, filtered by action, actor and target. */
export const AuditQuery = PageQuery.extend({
  action: z.string().trim().min(1).max(100).optional(),
  actor_id: z.coerce
    .number({ error: 'actor_id must be a number' })
    .int('actor_id must be a whole number')
    .positive('actor_id must be a positive number')
    .optional(),
  target_type: z.string().trim().min(1).max(100).optional(),
  target_id: z.string().trim().min(1).max(100).optional(),
}).refine((query) => !query.target_id || query.target_type, {
  message: 'needs target_type too (an id alone names no thing)',
  path: ['target_id'],
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditReply = z.object({
  entries: z.array(AuditEntry),
  nextCursor: z.string().nullable(),
});
export type AuditReply = z.infer<typeof AuditReply>;
