import { z } from 'zod';

/** E-mail, or a text message kept in the outbox while no SMS provider is configured. */
export const OutboxChannel = z.enum(['email', 'sms']);
export type OutboxChannel = z.infer<typeof OutboxChannel>;

export const OutboxMessage = z.object({
  id: z.number().int(),
  channel: OutboxChannel,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  transport: z.enum(['outbox', 'smtp']),
  /**
   * `stored`: kept here only (no SMTP); `queued`: SMTP delivery pending or being retried
   * (`error` holds the last failure); `sent`; `failed`: delivery gave up (`error` says why).
   */
  status: z.enum(['stored', 'queued', 'sent', 'failed']),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const OutboxReply = z.object({
  messages: z.array(OutboxMessage),
  nextCursor: z.string().nullable(),
});
export type OutboxReply = z.infer<typeof OutboxReply>;

/** `GET /api/admin/outbox`: newest first, by recipient (exact address or number) and channel. */
export const OutboxQuery = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  channel: OutboxChannel.optional(),
});
