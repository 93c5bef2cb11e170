/**
 * Every feature an administrator can switch off, one line each; the flag itself is declared
 * beside its feature. app.ts registers the feature's routes under it (`switchable`), and the
 * app refuses to start when a route names a flag missing here. Sign-in, users, access, the
 * feed, posts and people, health, jobs and admin are never switchable.
 */
import { dcypherFlag } from './dcypher/dcypher.flag';
import { merchFlag } from './merch/merch.flag';
import { studioFlag } from './studio/studio.flag';
import { socialFlag } from './social/social.flag';
import { storefrontFlag } from './storefront/storefront.flag';
import { teamFlag } from './team/team.flag';
import { tribeFlag } from './tribe/tribe.flag';
import { vaultFlag } from './vault/vault.flag';

export const featureFlags = [
  dcypherFlag,
  vaultFlag,
  teamFlag,
  merchFlag,
  storefrontFlag,
  tribeFlag,
  studioFlag,
  socialFlag,
];
