/**
 * A feature that an administrator can switch off. Each feature declares its flag once, beside
 * its routes (`server/features/vault/vault.flag.ts`), and lists it in
 * `server/features/feature-flags.ts`; app.ts registers the feature's routes under it, so every
 * one of them answers 404 while the flag is off, and the web app hides the feature.
 */
export interface FeatureFlag {
  /** snake_case: the admin console shows it with the underscores turned to spaces. */
  readonly name: string;
  /** Whether the feature is on when no administrator has said otherwise. */
  readonly default: boolean;
  /** What the flag switches, in the admin console's words. */
  readonly description: string;
}

const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

export function defineFeatureFlag(flag: FeatureFlag): FeatureFlag {
  if (!SNAKE_CASE.test(flag.name)) {
    throw new Error(
      `Feature flag "${flag.name}" must be snake_case (the console shows _ as spaces)`,
    );
  }
  if (!flag.description.trim()) throw new Error(`Feature flag "${flag.name}" needs a description`);
  return Object.freeze({ ...flag });
}
