/**
 * How settings are stored and read back: one `app_settings` row per setting, its value as
 * JSON; general settings under their own name, feature flags under `feature.<name>`. A value
 * that is missing, malformed or breaks its rule reads as the default, so a bad row never
 * breaks the feature that asks.
 */
import { GeneralSettings, LimitsSettings } from '../../../contract/settings';
import type {
  FeatureSettings,
  GeneralSettingKey,
  LimitsSettingKey,
  PlatformSettings,
  SettingsCategory,
} from '../../../contract/settings';
import { SettingsLimits } from '../../../contract/limits';
import type { FeatureFlag } from './feature-flag';

export const GENERAL_DEFAULTS: GeneralSettings = {
  app_name: SettingsLimits.defaultAppName,
  max_file_size_mb: SettingsLimits.defaultMaxFileSizeMb,
  maintenance_mode: false,
};

export const LIMITS_DEFAULTS: LimitsSettings = { ...SettingsLimits.defaultLimits };

const FEATURE_PREFIX = 'feature.';
const LIMITS_PREFIX = 'limits.';

export function storageKey(category: SettingsCategory, name: string): string {
  if (category === 'general') return name;
  return category === 'limits' ? `${LIMITS_PREFIX}${name}` : `${FEATURE_PREFIX}${name}`;
}

export function isGeneralKey(key: string): key is GeneralSettingKey {
  return Object.hasOwn(GENERAL_DEFAULTS, key);
}

function isLimitsKey(key: string): key is LimitsSettingKey {
  return Object.hasOwn(LIMITS_DEFAULTS, key);
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function featureDefaults(flags: readonly FeatureFlag[]): FeatureSettings {
  return Object.fromEntries(flags.map((flag) => [flag.name, flag.default]));
}

/** The settings that `rows` say, with defaults for whatever they leave out or get wrong. */
export function settingsFromRows(
  rows: readonly { key: string; value: string }[],
  flags: readonly FeatureFlag[],
): PlatformSettings {
  const general: GeneralSettings = { ...GENERAL_DEFAULTS };
  const limits: LimitsSettings = { ...LIMITS_DEFAULTS };
  const features = featureDefaults(flags);
  for (const { key, value } of rows) {
    if (isGeneralKey(key)) {
      const parsed = GeneralSettings.shape[key].safeParse(parseJson(value));
      if (parsed.success) Object.assign(general, { [key]: parsed.data });
    } else if (key.startsWith(LIMITS_PREFIX)) {
      const name = key.slice(LIMITS_PREFIX.length);
      if (!isLimitsKey(name)) continue;
      const parsed = LimitsSettings.shape[name].safeParse(parseJson(value));
      if (parsed.success) limits[name] = parsed.data;
    } else if (key.startsWith(FEATURE_PREFIX)) {
      const name = key.slice(FEATURE_PREFIX.length);
      const enabled = parseJson(value);
      // A flag no feature declares any more is ignored, not shown.
      if (Object.hasOwn(features, name) && typeof enabled === 'boolean') features[name] = enabled;
    }
  }
  return { general, features, limits };
}
