/**
 * What D-Cypher's built-in writer costs a request: the first request of a fresh process (the
 * dictionaries and the song lexicon load then), and the median time per result of each
 * launchpad type afterwards, without and with a theme. One thread, no HTTP.
 *
 *   node --import tsx bench/dcypher.bench.ts
 *
 * Settings (environment): BENCH_RUNS (12 results per type and theme).
 */
import {
  dcypherTypes,
  generateDcypher,
  seededRandom,
} from '../server/features/dcypher/engine/index';
import type { DcypherType } from '../server/features/dcypher/engine/index';

const runs = Number(process.env.BENCH_RUNS ?? 12);
const themes = [undefined, 'midnight drive'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function timed(type: DcypherType, theme: string | undefined, seed: number): number {
  const started = performance.now();
  generateDcypher(type, { theme, random: seededRandom(seed) });
  return performance.now() - started;
}

const first = timed('LP1', undefined, 1);
console.log(`first request (LP1, loads the dictionaries): ${first.toFixed(0)} ms`);

console.log('\nms per result, median (max) of', runs, 'seeds');
console.log('type   no theme        "midnight drive"');
for (const type of dcypherTypes) {
  const cells = themes.map((theme) => {
    const times = Array.from({ length: runs }, (_, index) => timed(type, theme, index + 2));
    return `${median(times).toFixed(0).padStart(5)} (${Math.max(...times).toFixed(0)})`;
  });
  console.log(`${type.padEnd(6)} ${cells.map((cell) => cell.padEnd(15)).join(' ')}`);
}
