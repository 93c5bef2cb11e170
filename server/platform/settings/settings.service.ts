/**
 * Platform settings the admin console edits (spec part 2, sections 2, 3 and 5): the general
 * ones and a switch per feature. Reads come from `ctx.settings` (cached); an update is
 * validated, written with its audit row in one transaction, and seen by this process at once.
 */
import { UpdateSettingsRequest } from '../../../contract/settings';
import type {
  AdminSettingsReply,
  PlatformSettings,
  PublicSettings,
} from '../../../contract/settings';
import type { ServiceContext } from '../../context';
import type { AuditActor } from '../audit/audit';
import { recordAudit } from '../audit/audit';
import { badRequest } from '../http/errors';
import { storageKey } from './settings-schema';
import { loadSettings } from './settings-store';
import { upsertSetting } from './settings.queries';

type SettingValue = string | number | boolean;

/** What anyone's browser may know: the name, maintenance and which features are on. */
export async function getPublicSettings(ctx: ServiceContext): Promise<PublicSettings> {
  const { general, features } = await ctx.settings.read();
  return { app_name: general.app_name, maintenance_mode: general.maintenance_mode, features };
}

export async function getAdminSettings(ctx: ServiceContext): Promise<AdminSettingsReply> {
  return {
    settings: await ctx.settings.read(),
    feature_flags: ctx.settings.flags.map(({ name, default: byDefault, description }) => ({
      name,
      default: byDefault,
      description,
    })),
  };
}

/** Validates like the route does, so a caller without HTTP gets the same 400s. */
function parseUpdate(ctx: ServiceContext, input: unknown): UpdateSettingsRequest {
  const parsed = UpdateSettingsRequest.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`${issue?.path.join('.') || 'request'}: ${issue?.message ?? 'is invalid'}`);
  }
  if (parsed.data.category === 'features') {
    const known = new Set(ctx.settings.flags.map((flag) => flag.name));
    const unknown = Object.keys(parsed.data.settings).find((name) => !known.has(name));
    if (unknown !== undefined) throw badRequest(`settings.${unknown}: is not a feature flag`);
  }
  return parsed.data;
}

function currentValue(settings: PlatformSettings, category: string, name: string): SettingValue {
  if (category === 'general') return settings.general[name as keyof PlatformSettings['general']];
  if (category === 'limits') return settings.limits[name as keyof PlatformSettings['limits']];
  return settings.features[name] ?? false;
}

/**
 * Changes any subset of one category's settings. Only what actually changes is written and
 * audited (`settings.updated`, with each change's old and new value); nothing changing is a
 * no-op. Answers the settings as they now are.
 */
export async function updateSettings(
  ctx: ServiceContext,
  actor: AuditActor,
  input: unknown,
): Promise<AdminSettingsReply> {
  const update = parseUpdate(ctx, input);
  const submitted = Object.entries(update.settings) as [string, SettingValue][];
  await ctx.db.transaction().execute(async (trx) => {
    const before = await loadSettings(trx, ctx.settings.flags);
    const changes: Record<string, { from: SettingValue; to: SettingValue }> = {};
    const now = ctx.now().toISOString();
    for (const [name, value] of submitted) {
      const from = currentValue(before, update.category, name);
      if (from === value) continue;
      changes[name] = { from, to: value };
      await upsertSetting(trx, storageKey(update.category, name), JSON.stringify(value), now);
    }
    if (Object.keys(changes).length === 0) return;
    await recordAudit(
      trx,
      actor,
      'settings.updated',
      { type: 'settings', id: update.category },
      { category: update.category, changes },
    );
  });
  ctx.settings.invalidate();
  return getAdminSettings(ctx);
}

/** What one person may do per hour (or day) and store: the `limits` category. */
export async function getLimits(ctx: ServiceContext): Promise<PlatformSettings['limits']> {
  return (await ctx.settings.read()).limits;
}

/**
 * The largest file any upload may be, in MB (1 MB = 1024 * 1024 bytes, the spec's size base):
 * vault files, avatars, product images, studio audio and video, CSV imports. A kind with a
 * smaller limit of its own (pictures: 5 MB) keeps it.
 */
export async function getMaxFileSizeMb(ctx: ServiceContext): Promise<number> {
  return (await ctx.settings.read()).general.max_file_size_mb;
}

const BYTES_PER_MB = 1024 * 1024;

/** `getMaxFileSizeMb` in bytes. */
export async function getMaxUploadBytes(ctx: ServiceContext): Promise<number> {
  return (await getMaxFileSizeMb(ctx)) * BYTES_PER_MB;
}

/** The app's name, as page titles and e-mails (subject, sender, text) show it. */
export async function getAppName(ctx: ServiceContext): Promise<string> {
  return (await ctx.settings.read()).general.app_name;
}
