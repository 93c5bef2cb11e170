import { tribeRows } from './rows/tribe.rows';
import { runMatrix } from './run-matrix';

runMatrix('fan lists and campaigns', tribeRows, {
  shows: ['list-subscriber', 'template', 'campaign'],
});
