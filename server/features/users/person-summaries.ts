import type { Kysely } from 'kysely';
import type { PersonSummary } from '../../../contract/people';
import type { Database } from '../../db/schema';
import { selectSummaryRows } from './users.queries';
import type { SummaryRow } from './users.presenter';
import { presentPersonSummary } from './users.presenter';

export interface VersionedSummaryRow extends SummaryRow {
  profile_version: number;
}

/** Who is wanted, at the profile version the caller's own query read. */
export interface SummaryWanted {
  id: number;
  version: number;
}

interface Entry {
  version: number;
  summary: PersonSummary;
}

/**
 * Person summaries (name, role, badge, avatar) as posts show their creators, kept per person
 * while the person's `profile_version` stays the same.
 *
 * Why: a feed page names up to 21 creators, often the same few. Reading the seven columns a
 * summary is made of with every post, and presenting them again, was a tenth (first page) to
 * a sixth (a page of 21 creators) of a feed request: better-sqlite3 on Node 20 builds rows
 * value by value (bench/README.md). A list now reads one integer per post, the creator's
 * version, and asks here.
 *
 * Always current: a trigger adds one to `users.profile_version` whenever a column a summary
 * shows changes, whatever query changed it (migration 2026-11-22T2300). The caller's query
 * reads the version with each row, so any change, made by any process, is a different version
 * on the next read. A miss reads the rows again, with the version they are at now.
 * Not for use inside a transaction that could roll back a profile change: a summary read
 * there could be kept under a version that never committed.
 */
export class PersonSummaries {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly load: (ids: readonly number[]) => Promise<VersionedSummaryRow[]>,
    private readonly capacity = 10_000,
  ) {}

  /** Summaries by id; a person who no longer exists is missing from the map. */
  async resolve(wanted: Iterable<SummaryWanted>): Promise<Map<number, PersonSummary>> {
    const found = new Map<number, PersonSummary>();
    const missing = new Set<number>();
    for (const { id, version } of wanted) {
      if (found.has(id) || missing.has(id)) continue;
      const entry = this.entries.get(id);
      if (entry?.version === version) found.set(id, entry.summary);
      else missing.add(id);
    }
    if (missing.size === 0) return found;
    for (const row of await this.load([...missing])) {
      const summary = presentPersonSummary(row);
      this.remember(row.id, { version: row.profile_version, summary });
      found.set(row.id, summary);
    }
    return found;
  }

  private remember(id: number, entry: Entry) {
    // Insertion order is age: the first key is the one kept longest.
    this.entries.delete(id);
    this.entries.set(id, entry);
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as number);
    }
  }
}

/** The summaries of the people in this database. */
export function personSummariesOf(db: Kysely<Database>): PersonSummaries {
  return new PersonSummaries((ids) => selectSummaryRows(db, ids));
}
