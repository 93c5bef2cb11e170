import { z } from 'zod';
import { PostLimits } from './limits';

/** Keyset pages: `cursor` is opaque; pass back `nextCursor` to get the next page. */
export const PageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(PostLimits.maxPageSize, `limit must be at most ${PostLimits.maxPageSize}`)
    .default(PostLimits.pageSize),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const IdParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int()
    .positive('id must be a positive number'),
});
export type IdParams = z.infer<typeof IdParams>;

export const UserIdParams = z.object({
  userId: z.coerce
    .number({ error: 'userId must be a number' })
    .int()
    .positive('userId must be a positive number'),
});
export type UserIdParams = z.infer<typeof UserIdParams>;
