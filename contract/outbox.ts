import { z } from 'zod';

export const OutboxMessage = z.object({
  id: z.number().int(),
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
