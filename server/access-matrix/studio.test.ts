import { studioRows } from './rows/studio.rows';
import { seedStudio } from './rows/studio-seed';
import { runMatrix } from './run-matrix';

runMatrix('Backline Studio, D-Cypher and jobs', studioRows, {
  seedMore: seedStudio,
  shows: ['studio-prompt', 'dcypher-theme', 'project-captions'],
});
