import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { MigrationFactory } from '../migration-helpers';

/**
 * The columns a person summary is made of, as they were when this migration was written (a
 * migration never changes; a unit test holds users.queries.ts to this list).
 */
export const WATCHED_COLUMNS = [
  'email',
  'display_name',
  'google_user_data',
  'role',
  'is_verified',
  'avatar_key',
  'updated_at',
];

/**
 * `users.profile_version` goes up by one whenever a column a person summary shows changes, so
 * a copy of a summary (person-summaries.ts) can tell it is current from one integer, however
 * close together two changes were. A trigger keeps it, not the code: every update of a user
 * row, by any query written now or later, is counted.
 */
export const profileVersion: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('profile_version', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    const newRow = sql.raw(WATCHED_COLUMNS.map((column) => `new.${column}`).join(', '));
    const oldRow = sql.raw(WATCHED_COLUMNS.map((column) => `old.${column}`).join(', '));
    if (dialect === 'postgres') {
      await sql`
        create function users_count_profile_change() returns trigger language plpgsql as $$
        begin
          if (${newRow}) is distinct from (${oldRow}) then
            new.profile_version := old.profile_version + 1;
          end if;
          return new;
        end $$`.execute(db);
      await sql`
        create trigger users_profile_version before update on users
        for each row execute function users_count_profile_change()`.execute(db);
    } else {
      // The trigger's own update changes none of the columns it watches: it does not fire again.
      await sql`
        create trigger users_profile_version after update on users
        for each row when (${newRow}) is not (${oldRow})
        begin
          update users set profile_version = profile_version + 1 where id = new.id;
        end`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger if exists users_profile_version ${sql.raw(dialect === 'postgres' ? 'on users' : '')}`.execute(
      db,
    );
    if (dialect === 'postgres') {
      await sql`drop function if exists users_count_profile_change()`.execute(db);
    }
    await db.schema.alterTable('users').dropColumn('profile_version').execute();
  },
});
