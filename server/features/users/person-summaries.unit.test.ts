import { describe, expect, it, vi } from 'vitest';
import { WATCHED_COLUMNS } from '../../db/migrations/2026-11-22T2300-profile-version';
import type { VersionedSummaryRow } from './person-summaries';
import { PersonSummaries } from './person-summaries';
import { SUMMARY_COLUMNS } from './users.queries';

function person(id: number, version: number, displayName: string): VersionedSummaryRow {
  return {
    id,
    email: `p${id}@example.test`,
    display_name: displayName,
    google_user_data: null,
    role: 'artist',
    is_verified: 0,
    avatar_key: null,
    updated_at: '2026-11-22T00:00:00.000Z',
    profile_version: version,
  };
}

function withTable(rows: VersionedSummaryRow[], capacity?: number) {
  const table = new Map(rows.map((row) => [row.id, row]));
  const load = vi.fn(async (ids: readonly number[]) =>
    ids.flatMap((id) => (table.has(id) ? [table.get(id)!] : [])),
  );
  return { table, load, summaries: new PersonSummaries(load, capacity) };
}

const names = (found: Map<number, { display_name: string }>) =>
  Object.fromEntries([...found].map(([id, summary]) => [id, summary.display_name]));

describe('PersonSummaries', () => {
  it('reads each missing person once, and not again while their version holds', async () => {
    const { load, summaries } = withTable([person(1, 0, 'Ana'), person(2, 0, 'Bo')]);
    const wanted = [
      { id: 1, version: 0 },
      { id: 2, version: 0 },
      { id: 1, version: 0 },
    ];
    expect(names(await summaries.resolve(wanted))).toEqual({ 1: 'Ana', 2: 'Bo' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith([1, 2]);
    expect(names(await summaries.resolve(wanted))).toEqual({ 1: 'Ana', 2: 'Bo' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads a person again when the version asked for is another', async () => {
    const { table, load, summaries } = withTable([person(1, 0, 'Ana')]);
    await summaries.resolve([{ id: 1, version: 0 }]);
    table.set(1, person(1, 1, 'Ana Lee'));
    expect(names(await summaries.resolve([{ id: 1, version: 1 }]))).toEqual({ 1: 'Ana Lee' });
    expect(load).toHaveBeenLastCalledWith([1]);
    // The version read now is kept: asking for it again reads nothing.
    await summaries.resolve([{ id: 1, version: 1 }]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves out a person who no longer exists', async () => {
    const { summaries } = withTable([person(1, 0, 'Ana')]);
    expect(
      names(
        await summaries.resolve([
          { id: 1, version: 0 },
          { id: 9, version: 0 },
        ]),
      ),
    ).toEqual({
      1: 'Ana',
    });
  });

  it('keeps at most its capacity, letting the eldest go', async () => {
    const { load, summaries } = withTable(
      [1, 2, 3].map((id) => person(id, 0, `P${id}`)),
      2,
    );
    for (const id of [1, 2, 3]) await summaries.resolve([{ id, version: 0 }]);
    load.mockClear();
    await summaries.resolve([
      { id: 3, version: 0 },
      { id: 2, version: 0 },
    ]);
    expect(load).not.toHaveBeenCalled();
    await summaries.resolve([{ id: 1, version: 0 }]);
    expect(load).toHaveBeenCalledWith([1]);
  });
});

describe('the profile_version trigger', () => {
  it('watches every column a summary is made of', () => {
    // A summary column the trigger does not watch could change without a new version, and
    // kept summaries would stay stale: add it to the trigger in a new migration.
    expect([...SUMMARY_COLUMNS].sort()).toEqual([...WATCHED_COLUMNS].sort());
  });
});
