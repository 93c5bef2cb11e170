import { vaultTeamRows } from './rows/vault-team.rows';
import { runMatrix } from './run-matrix';

runMatrix('the vault and teams', vaultTeamRows, {
  shows: ['vault-description', 'vault-content'],
});
