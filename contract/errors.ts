import { z } from 'zod';

/** Every error reply of the API has this shape. */
export const ErrorReply = z.object({ error: z.string() });
export type ErrorReply = z.infer<typeof ErrorReply>;
