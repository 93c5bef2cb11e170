/**
 * Measures what the engine costs a server process: time to load its data and the heap it keeps.
 * Run: node --expose-gc --import tsx server/features/dcypher/engine/measure-load.ts
 */
import { generateDcypher, warmUpDcypherEngine } from './index';
import { seededRandom } from './random';
import { dcypherTypes } from './types';

function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

collectGarbage();
const heapBefore = process.memoryUsage().heapUsed;
const cpuBefore = process.cpuUsage();
const wallBefore = performance.now();
warmUpDcypherEngine();
for (const type of dcypherTypes) generateDcypher(type, { random: seededRandom(1) });
const wall = performance.now() - wallBefore;
const cpu = process.cpuUsage(cpuBefore);
collectGarbage();
const heapKept = process.memoryUsage().heapUsed - heapBefore;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `load + first result of each type: ${wall.toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU`,
);
console.log(`heap kept after garbage collection: ${megabytes(heapKept)}`);

const themed = performance.now();
generateDcypher('LP3', { theme: 'ocean', random: seededRandom(1) });
console.log(`first result for a new theme: ${(performance.now() - themed).toFixed(0)} ms`);
