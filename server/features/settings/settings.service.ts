/**
 * Platform settings the admin console edits, kept in `app_settings` as JSON. Every setting
 * has a schema and a default, so an unset or no-longer-valid stored value reads as the
 * default instead of breaking the feature that asks.
 */
import { z } from 'zod';
import { VaultLimits } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import { badRequest } from '../../platform/http/errors';
import { selectSettingRows, selectSettingValue, upsertSetting } from './settings.queries';

/** 10 GiB: far below what the S3 store's 10,000 parts of 5 MiB can hold. */
const MAX_FILE_SIZE_MB_CEILING = 10 * 1024;

const settingSchemas = {
  max_file_size_mb: z
    .number({ error: 'must be a number of MB' })
    .int('must be a whole number of MB')
    .min(1, 'must be at least 1 MB')
    .max(MAX_FILE_SIZE_MB_CEILING, `must be at most ${MAX_FILE_SIZE_MB_CEILING} MB`),
};

export type PlatformSettings = {
  [K in keyof typeof settingSchemas]: z.output<(typeof settingSchemas)[K]>;
};
export type SettingKey = keyof PlatformSettings;

export const SETTING_DEFAULTS: PlatformSettings = {
  max_file_size_mb: VaultLimits.defaultMaxFileSizeMb,
};

/** Reading a stored value: JSON that is missing, malformed or out of range gives the default. */
function readStored<K extends SettingKey>(
  key: K,
  raw: string | null | undefined,
): PlatformSettings[K] {
  if (raw === null || raw === undefined) return SETTING_DEFAULTS[key];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return SETTING_DEFAULTS[key];
  }
  const parsed = settingSchemas[key].safeParse(value);
  return parsed.success ? parsed.data : SETTING_DEFAULTS[key];
}

function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingSchemas, key);
}

export async function getSettings(ctx: ServiceContext): Promise<PlatformSettings> {
  const settings = { ...SETTING_DEFAULTS };
  for (const row of await selectSettingRows(ctx.db)) {
    if (isSettingKey(row.key)) {
      Object.assign(settings, { [row.key]: readStored(row.key, row.value) });
    }
  }
  return settings;
}

export async function getSetting<K extends SettingKey>(
  ctx: ServiceContext,
  key: K,
): Promise<PlatformSettings[K]> {
  return readStored(key, await selectSettingValue(ctx.db, key));
}

/** Validates and stores one setting; an invalid value is a 400 naming the setting. */
export async function setSetting<K extends SettingKey>(
  ctx: ServiceContext,
  key: K,
  value: unknown,
): Promise<PlatformSettings[K]> {
  const parsed = settingSchemas[key].safeParse(value);
  if (!parsed.success) {
    throw badRequest(`${key}: ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  }
  await upsertSetting(ctx.db, key, JSON.stringify(parsed.data), ctx.now().toISOString());
  return parsed.data;
}

/** The largest vault upload, in MB (1 MB = 1024 * 1024 bytes, the spec's size base). */
export function getMaxFileSizeMb(ctx: ServiceContext): Promise<number> {
  return getSetting(ctx, 'max_file_size_mb');
}
