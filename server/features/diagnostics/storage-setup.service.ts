/**
 * What the storage setup guide and the connection tester need to know about this server: the
 * store in use as configured (never a credential), the upload size limit, and whether ffprobe
 * and ffmpeg can run here.
 */
import type { StorageSetup } from '../../../contract/diagnostics';
import type { ServiceContext } from '../../context';
import { getMaxFileSizeMb } from '../../platform/settings/settings.service';
import { FFMPEG, FFPROBE, runTool } from '../../platform/media/ffmpeg';

const TOOL_CHECK_TIMEOUT_MS = 5000;

/** The first line of `tool -version`, or null when the tool cannot run. */
async function versionOf(tool: string): Promise<string | null> {
  try {
    const output = await runTool(tool, ['-version'], {
      signal: AbortSignal.timeout(TOOL_CHECK_TIMEOUT_MS),
    });
    return output.split('\n')[0].trim() || tool;
  } catch {
    return null;
  }
}

/** An endpoint as configured, without any user name or password written into it. */
function withoutUserInfo(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return url;
  }
}

export async function storageSetup(ctx: ServiceContext): Promise<StorageSetup> {
  const store = ctx.config.storage;
  const [ffprobe, ffmpeg, maxFileSizeMb] = await Promise.all([
    versionOf(FFPROBE),
    versionOf(FFMPEG),
    getMaxFileSizeMb(ctx),
  ]);
  const common = {
    public_url: ctx.config.publicUrl,
    max_file_size_mb: maxFileSizeMb,
    media_tools: { ffprobe, ffmpeg },
  };
  if (store.driver === 'local') {
    return {
      driver: 'local',
      location: store.directory,
      bucket: null,
      endpoint: null,
      region: null,
      force_path_style: null,
      access_keys_set: null,
      ...common,
    };
  }
  const endpoint = store.endpoint ? withoutUserInfo(store.endpoint) : null;
  return {
    driver: 's3',
    location: withoutUserInfo(ctx.storage.describe().location),
    bucket: store.bucket,
    endpoint,
    region: store.region,
    force_path_style: store.forcePathStyle,
    access_keys_set: store.credentials !== null,
    ...common,
  };
}
