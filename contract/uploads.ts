import { z } from 'zod';

/**
 * A picture upload (an avatar, a product image): a multipart/form-data body with one part,
 * `file`, a JPEG, PNG, WebP or GIF. The server checks the bytes, not the declared type.
 */
export const PictureUploadForm = z.object({ file: z.file() });
