import { z } from 'zod';

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

export const VaultFilesReply = z.object({
  files: z.array(VaultFile),
  max_file_size_mb: z.number().int(),
});
export type VaultFilesReply = z.infer<typeof VaultFilesReply>;

export const VaultUploadReply = z.object({ file: VaultFile });

/** A vault shared with the viewer because they are on its owner's team. */
export const TeamVault = z.object({
  creator_id: z.number().int(),
  creator_name: z.string(),
  files: z.array(VaultFile),
});
export type TeamVault = z.infer<typeof TeamVault>;

export const TeamVaultReply = z.object({ vault: TeamVault.nullable() });
export type TeamVaultReply = z.infer<typeof TeamVaultReply>;
