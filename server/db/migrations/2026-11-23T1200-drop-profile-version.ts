import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';
import { profileVersion } from './2026-11-22T2300-profile-version';

/**
 * Undoes 2026-11-22T2300-profile-version: the trigger that counted changes to a person's
 * summary columns, its PostgreSQL function, and `users.profile_version` itself. Posts read
 * their creator's columns with the post rows again, so nothing keeps summaries that a version
 * would have to check, and a trigger on every user update is machinery no reader expects.
 */
export const dropProfileVersion: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    // The trigger goes first: SQLite refuses to drop a column a trigger refers to.
    if (dialect === 'postgres') {
      await sql`drop trigger if exists users_profile_version on users`.execute(db);
      await sql`drop function if exists users_count_profile_change()`.execute(db);
    } else {
      await sql`drop trigger if exists users_profile_version`.execute(db);
    }
    await db.schema.alterTable('users').dropColumn('profile_version').execute();
  },
  async down(db: Kysely<unknown>) {
    // Exactly what the dropped migration made: the column (every version back at 0), the trigger.
    await profileVersion(dialect).up(db);
  },
});
