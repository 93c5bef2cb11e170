import type { Migration, MigrationProvider } from 'kysely';
import { Migrator } from 'kysely';
import type { DatabaseHandle } from './connect';
import type { MigrationFactory } from './migration-helpers';
import { identityAndAccess } from './migrations/2026-11-22T1900-identity-and-access';
import { community } from './migrations/2026-11-22T2000-community';
import { moveThatWork } from './migrations/2026-11-22T2100-move-that-work';
import { generations } from './migrations/2026-11-22T2200-generations';
import { profileVersion } from './migrations/2026-11-22T2300-profile-version';
import { jobs } from './migrations/2026-11-23T1000-jobs';
import { auditLog } from './migrations/2026-11-23T1100-audit-log';
import { dropProfileVersion } from './migrations/2026-11-23T1200-drop-profile-version';
import { paymentIntents } from './migrations/2026-11-23T1300-payment-intents';
import { accountsAndAbuse } from './migrations/2026-11-24T1000-accounts-and-abuse';

/** Every migration in order. Names are timestamps; a landed migration is never edited. */
const migrations: Record<string, MigrationFactory> = {
  '2026-11-22T1900-identity-and-access': identityAndAccess,
  '2026-11-22T2000-community': community,
  '2026-11-22T2100-move-that-work': moveThatWork,
  '2026-11-22T2200-generations': generations,
  '2026-11-22T2300-profile-version': profileVersion,
  '2026-11-23T1000-jobs': jobs,
  '2026-11-23T1100-audit-log': auditLog,
  '2026-11-23T1200-drop-profile-version': dropProfileVersion,
  '2026-11-23T1300-payment-intents': paymentIntents,
  '2026-11-24T1000-accounts-and-abuse': accountsAndAbuse,
};

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly handle: DatabaseHandle) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(migrations).map(([name, factory]) => [name, factory(this.handle.dialect)]),
    );
  }
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new StaticMigrationProvider(handle),
    // Kysely looks for its bookkeeping tables in any schema unless told which one is ours.
    migrationTableSchema: handle.schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
