import { z } from 'zod';
import { VaultLimits } from './limits';
import { PageQuery } from './pagination';

export const VaultAccessLevel = z.enum(['team']);

export const VaultFile = z.object({
  id: z.number().int(),
  original_filename: z.string(),
  description: z.string().nullable(),
  content_type: z.string(),
  file_size_bytes: z.number().int(),
  download_count: z.number().int(),
  access_level: VaultAccessLevel,
  created_at: z.string(),
});
export type VaultFile = z.infer<typeof VaultFile>;

/** What a person's uploads (vault files, avatar, product images) weigh, against their quota. */
export const StorageUsage = z.object({
  used_bytes: z.number().int(),
  quota_bytes: z.number().int(),
});
export type StorageUsage = z.infer<typeof StorageUsage>;

export const VaultFilesReply = z.object({
  /** A page of files, newest first; pass `nextCursor` back as `cursor` for the next one. */
  files: z.array(VaultFile),
  nextCursor: z.string().nullable(),
  max_file_size_mb: z.number().int(),
  storage: StorageUsage,
});
export type VaultFilesReply = z.infer<typeof VaultFilesReply>;

export const VaultUploadReply = z.object({ file: VaultFile });
export type VaultUploadReply = z.infer<typeof VaultUploadReply>;

/** A vault shared with the viewer because they are on its owner's team. */
export const TeamVault = z.object({
  creator_id: z.number().int(),
  creator_name: z.string(),
  files: z.array(VaultFile),
});
export type TeamVault = z.infer<typeof TeamVault>;

export const TeamVaultReply = z.object({ vault: TeamVault.nullable() });
export type TeamVaultReply = z.infer<typeof TeamVaultReply>;

export const VaultFilesQuery = PageQuery.extend({
  q: z.string().max(200, 'q must be at most 200 characters').optional(),
});
export type VaultFilesQuery = z.infer<typeof VaultFilesQuery>;

/** The multipart fields sent with an upload, before the `file` part. */
export const VaultUploadFields = z.object({
  description: z
    .string()
    .trim()
    .max(
      VaultLimits.maxDescription,
      `description must be at most ${VaultLimits.maxDescription} characters`,
    )
    .optional()
    .transform((description) => description || null),
  access_level: VaultAccessLevel.default('team'),
});
export type VaultUploadFields = z.infer<typeof VaultUploadFields>;

/** The whole multipart body of an upload: the text fields first, then the `file` part. */
export const VaultUploadForm = VaultUploadFields.extend({ file: z.file() });
