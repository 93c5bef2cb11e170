import type { Migration, MigrationProvider } from 'kysely';
import { Migrator, sql } from 'kysely';
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
import { invitationsAndOrders } from './migrations/2026-11-25T1000-invitations-and-orders';
import { tierChangesAndHiddenPosts } from './migrations/2026-11-25T1200-tier-changes-and-hidden-posts';
import { findYourTribe } from './migrations/2026-11-26T1300-find-your-tribe';
import { backlineStudio } from './migrations/2026-11-26T1400-backline-studio';
import { stripe } from './migrations/2026-11-26T1600-stripe';
import { socialConnections } from './migrations/2026-11-26T1700-social-connections';
import { adminConsole } from './migrations/2026-11-26T1800-admin-console';
import { moderation } from './migrations/2026-11-26T1900-moderation';
import { systemStatus } from './migrations/2026-11-26T2000-system-status';
import { objectCleanup } from './migrations/2026-11-27T1800-object-cleanup';
import { studioCoverImages } from './migrations/2026-11-28T0900-studio-cover-images';
import { pushSubscriptionAccounts } from './migrations/2026-11-28T1000-push-subscription-accounts';
import { tribeSuppressions } from './migrations/2026-11-28T1010-tribe-suppressions';
import { socialSyncResume } from './migrations/2026-11-28T1020-social-sync-resume';
import { payoutsEnabled } from './migrations/2026-11-28T1030-payouts-enabled';
import { socialThreadPublications } from './migrations/2026-11-28T1040-social-thread-publications';
import { socialContentPostedIndex } from './migrations/2026-11-28T1050-social-content-posted-index';

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
  '2026-11-25T1000-invitations-and-orders': invitationsAndOrders,
  '2026-11-25T1200-tier-changes-and-hidden-posts': tierChangesAndHiddenPosts,
  '2026-11-26T1300-find-your-tribe': findYourTribe,
  '2026-11-26T1400-backline-studio': backlineStudio,
  '2026-11-26T1600-stripe': stripe,
  '2026-11-26T1700-social-connections': socialConnections,
  '2026-11-26T1800-admin-console': adminConsole,
  '2026-11-26T1900-moderation': moderation,
  '2026-11-26T2000-system-status': systemStatus,
  '2026-11-27T1800-object-cleanup': objectCleanup,
  '2026-11-28T0900-studio-cover-images': studioCoverImages,
  '2026-11-28T1000-push-subscription-accounts': pushSubscriptionAccounts,
  '2026-11-28T1010-tribe-suppressions': tribeSuppressions,
  '2026-11-28T1020-social-sync-resume': socialSyncResume,
  '2026-11-28T1030-payouts-enabled': payoutsEnabled,
  '2026-11-28T1040-social-thread-publications': socialThreadPublications,
  '2026-11-28T1050-social-content-posted-index': socialContentPostedIndex,
};

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly handle: DatabaseHandle) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(migrations).map(([name, factory]) => [name, factory(this.handle.dialect)]),
    );
  }
}

/**
 * PostgreSQL: the schema Kysely keeps its bookkeeping tables in. Kysely looks for them in any
 * schema unless told which one is ours, so another schema's in the same database passed for
 * ours and start-up failed ("relation kysely_migration_lock does not exist"). Ours is the
 * handle's, else the first existing schema of the connection's search_path (`public`, or one
 * a DATABASE_URL names with `?options=-c search_path=…`).
 */
async function bookkeepingSchema(handle: DatabaseHandle): Promise<string | undefined> {
  if (handle.schema || handle.dialect !== 'postgres') return handle.schema;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    handle.db,
  );
  return rows[0]?.schema ?? undefined;
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new StaticMigrationProvider(handle),
    migrationTableSchema: await bookkeepingSchema(handle),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
