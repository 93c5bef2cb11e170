/**
 * Reads a V8 `.cpuprofile` (node --cpu-prof) and says where the CPU went: self time per
 * function and per area (our server code, each dependency, Node internals, native code/GC).
 *
 *   node --import tsx bench/cpu-profile.ts path/to/file.cpuprofile
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A named slice of the work: a sample belongs to the first rule any frame of its stack matches. */
export interface BucketRule {
  label: string;
  match: (frame: CallFrame) => boolean;
}

export interface ProfileSummary {
  /** Sampled CPU time, idle excluded, in milliseconds. */
  busyMs: number;
  areas: { area: string; ms: number; share: number }[];
  functions: { name: string; area: string; ms: number; share: number }[];
  /** Inclusive time per rule (whole stacks), when rules were given; `other` takes the rest. */
  buckets: { label: string; ms: number; share: number }[];
}

/** server/..., contract/..., a package name, node: internals, or the engine itself. */
function areaOf(url: string, functionName: string): string {
  if (!url) {
    if (functionName === '(garbage collector)') return '(garbage collector)';
    return '(native: V8 builtins, better-sqlite3, syscalls)';
  }
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const match = /\/(server|contract|bench)\/(.*)$/.exec(url);
  return match ? `${match[1]}/${match[2].split('/').slice(0, -1).join('/') || '.'}` : url;
}

export function readProfile(file: string): CpuProfile {
  return JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
}

/** Sampled busy time of a profile in ms: to tell the main thread's profile from a worker's. */
export function busyMillis(profile: CpuProfile): number {
  const idle = new Set(
    profile.nodes
      .filter((node) => ['(idle)', '(program)'].includes(node.callFrame.functionName))
      .map((node) => node.id),
  );
  let busy = 0;
  profile.samples.forEach((id, index) => {
    if (!idle.has(id)) busy += profile.timeDeltas[index] ?? 0;
  });
  return busy / 1000;
}

function bucketsOf(profile: CpuProfile, rules: BucketRule[]) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const bucketOfNode = new Map<number, string | null>();
  const classify = (id: number): string | null => {
    const known = bucketOfNode.get(id);
    if (known !== undefined) return known;
    let best: number = rules.length;
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame) break;
      const index = rules.findIndex((rule) => rule.match(frame));
      if (index >= 0 && index < best) best = index;
    }
    const label = best < rules.length ? rules[best].label : null;
    bucketOfNode.set(id, label);
    return label;
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const name = byId.get(id)?.callFrame.functionName;
    if (name === '(idle)' || name === '(program)') return;
    const label = classify(id) ?? 'other (Fastify routing and hooks, Node HTTP, promises)';
    totals.set(label, (totals.get(label) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return totals;
}

export function summarizeProfile(file: string, top = 20, rules: BucketRule[] = []): ProfileSummary {
  const profile = readProfile(file);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });

  const areas = new Map<string, number>();
  const functions = new Map<string, { area: string; micros: number }>();
  let busy = 0;
  for (const [id, micros] of selfMicros) {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    busy += micros;
    const area = areaOf(frame.url, frame.functionName);
    areas.set(area, (areas.get(area) ?? 0) + micros);
    const where = frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}` : 'native';
    const name = `${frame.functionName || '(anonymous)'} ${where}`;
    const entry = functions.get(name) ?? { area, micros: 0 };
    entry.micros += micros;
    functions.set(name, entry);
  }
  const share = (micros: number) => (busy ? micros / busy : 0);
  const buckets = rules.length ? bucketsOf(profile, rules) : new Map<string, number>();
  return {
    busyMs: busy / 1000,
    buckets: [...buckets]
      .sort((a, b) => b[1] - a[1])
      .map(([label, micros]) => ({ label, ms: micros / 1000, share: share(micros) })),
    areas: [...areas]
      .sort((a, b) => b[1] - a[1])
      .map(([area, micros]) => ({ area, ms: micros / 1000, share: share(micros) })),
    functions: [...functions]
      .sort((a, b) => b[1].micros - a[1].micros)
      .slice(0, top)
      .map(([name, entry]) => ({
        name,
        area: entry.area,
        ms: entry.micros / 1000,
        share: share(entry.micros),
      })),
  };
}

export function profileMarkdown(summary: ProfileSummary, areaLimit = 12): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  return [
    `Busy CPU sampled: ${(summary.busyMs / 1000).toFixed(1)} s (idle excluded).`,
    '',
    ...(summary.buckets.length
      ? [
          '| slice of the work (whole stacks) | share |',
          '|---|---:|',
          ...summary.buckets.map((row) => `| ${row.label} | ${percent(row.share)} |`),
          '',
        ]
      : []),
    '| area (self time) | share |',
    '|---|---:|',
    ...summary.areas.slice(0, areaLimit).map((row) => `| ${row.area} | ${percent(row.share)} |`),
    '',
    '| function (self time) | area | share |',
    '|---|---|---:|',
    ...summary.functions.map(
      (row) => `| \`${row.name.replaceAll('|', '\\|')}\` | ${row.area} | ${percent(row.share)} |`,
    ),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node --import tsx bench/cpu-profile.ts <file.cpuprofile>');
  console.log(profileMarkdown(summarizeProfile(file, 30), 30));
}
