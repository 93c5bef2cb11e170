import type { SelfServiceRole } from '../../contract/users';
import type { AppContext } from '../context';
import { hashPassword } from '../platform/auth/passwords';
import { createAccount, findUserByEmail } from '../features/users/users.service';

export const DEMO_PASSWORD = 'backline-demo';

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
  displayName: string;
  role: SelfServiceRole;
  bio: string;
}

export const demoAccounts: DemoAccount[] = [
  {
    label: 'Demo artist',
    email: 'artist@demo.backline.local',
    password: DEMO_PASSWORD,
    displayName: 'Nova Reyes',
    role: 'artist',
    bio: 'Singer-songwriter from Austin. Late-night synth ballads and loud choruses.',
  },
  {
    label: 'Demo fan',
    email: 'fan@demo.backline.local',
    password: DEMO_PASSWORD,
    displayName: 'Sam Porter',
    role: 'fan',
    bio: 'Front row at every show.',
  },
];

/**
 * First start with an empty database: creates the demo people so a newcomer has
 * something to sign in as. Does nothing once any demo account exists.
 */
export async function seedDemoData(ctx: AppContext): Promise<{ accounts: DemoAccount[] } | null> {
  if (await findUserByEmail(ctx, demoAccounts[0].email)) return null;
  const anyone = await ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyone) return null;
  for (const account of demoAccounts) {
    const user = await createAccount(ctx, {
      email: account.email,
      displayName: account.displayName,
      role: account.role,
      passwordHash: await hashPassword(account.password),
    });
    await ctx.db
      .updateTable('users')
      .set({ bio: account.bio, is_verified: account.role === 'fan' ? 0 : 1 })
      .where('id', '=', user.id)
      .execute();
  }
  return { accounts: demoAccounts };
}
