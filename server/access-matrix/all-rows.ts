/** Every row of the matrix, for the inventory test; each file of rows is run by its own test file. */
import type { MatrixRow } from './matrix-row';
import { accountPlatformRows } from './rows/account-platform.rows';
import { adminRows } from './rows/admin.rows';
import { peoplePostsRows } from './rows/people-posts.rows';
import { sellingRows } from './rows/selling.rows';
import { studioRows } from './rows/studio.rows';
import { tribeRows } from './rows/tribe.rows';
import { vaultTeamRows } from './rows/vault-team.rows';

export const allRows: readonly MatrixRow[] = [
  ...peoplePostsRows,
  ...sellingRows,
  ...vaultTeamRows,
  ...tribeRows,
  ...studioRows,
  ...adminRows,
  ...accountPlatformRows,
];
