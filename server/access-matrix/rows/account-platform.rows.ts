import { startSession } from '../../platform/auth/sessions';
import { anyone, ownerOnly, sellers, signedIn } from '../actors';
import type { MatrixRow } from '../matrix-row';
import type { World } from '../world';

const platform = () => ({ platform: 'tiktok' });

/** A session of the owner's other than the one the world uses: its id, to end. */
async function spareOwnerSession(world: World) {
  await startSession(world.t.ctx, {
    userId: world.people.owner.user.id,
    userAgent: 'spare',
    ipAddress: null,
  });
  const row = await world.t.ctx.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', world.people.owner.user.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}

/** Sign-in, sessions, the account, Pro access, social accounts, and the public platform routes. */
export const accountPlatformRows: MatrixRow[] = [
  { method: 'GET', route: '/api/docs', expect: anyone(200) },
  {
    method: 'HEAD',
    route: '/api/docs/',
    expect: anyone(200),
    note: 'the docs plugin registers HEAD alone for the trailing slash',
  },
  { method: 'GET', route: '/api/docs/static/index.html', expect: anyone(302) },
  { method: 'GET', route: '/api/docs/static/swagger-initializer.js', expect: anyone(200) },
  { method: 'GET', route: '/api/docs/json', expect: anyone(200) },
  { method: 'GET', route: '/api/docs/yaml', expect: anyone(200) },
  {
    method: 'GET',
    route: '/api/docs/static/*',
    params: () => ({ '*': 'swagger-ui.css' }),
    expect: anyone(200),
  },
  { method: 'GET', route: '/api/openapi.json', expect: anyone(200) },
  { method: 'GET', route: '/api/health', expect: anyone(200) },
  { method: 'GET', route: '/api/settings/public', expect: anyone(200) },
  { method: 'GET', route: '/api/auth/providers', expect: anyone(200) },
  {
    method: 'GET',
    route: '/api/oauth/:provider/redirect_url',
    params: () => ({ provider: 'local' }),
    expect: anyone(200),
  },
  {
    method: 'POST',
    route: '/api/auth/local/sign-in',
    json: () => ({ email: 'nobody@example.test', password: 'not the password', state: 'x' }),
    expect: anyone(400),
  },
  {
    method: 'POST',
    route: '/api/sessions',
    json: () => ({ code: 'not-a-code', state: 'x' }),
    expect: anyone(400),
  },
  { method: 'POST', route: '/api/logout', spareSession: true, expect: anyone(200) },
  { method: 'GET', route: '/api/logout', spareSession: true, expect: anyone(303) },
  {
    method: 'POST',
    route: '/api/auth/local/sign-up',
    json: () => ({
      email: `new-${Math.random().toString(36).slice(2, 10)}@example.test`,
      password: 'correct horse battery',
      display_name: 'New Person',
      role: 'fan',
      state: 'x',
    }),
    expect: anyone(400),
  },
  {
    method: 'POST',
    route: '/api/auth/local/sign-up/pending',
    json: () => ({ token: 'A'.repeat(43) }),
    expect: anyone(400),
    note: 'the e-mailed link is the credential',
  },
  {
    method: 'POST',
    route: '/api/auth/local/sign-up/confirm',
    json: () => ({ token: 'not-a-token-at-all', password: 'correct horse battery', state: 'x' }),
    expect: anyone(400),
  },
  {
    method: 'POST',
    route: '/api/auth/password-reset',
    json: () => ({ email: 'nobody@example.test' }),
    expect: anyone(202),
  },
  {
    method: 'POST',
    route: '/api/auth/password-reset/confirm',
    json: () => ({ token: 'not-a-token-at-all', password: 'a brand new passphrase' }),
    expect: anyone(400),
  },
  {
    method: 'PUT',
    route: '/api/users/me/password',
    json: () => ({ current_password: 'not the password', new_password: 'a brand new passphrase' }),
    expect: signedIn(400),
    note: 'a wrong current password: the route is reached, nothing changes',
  },
  { method: 'GET', route: '/api/sessions', expect: signedIn(200) },
  { method: 'DELETE', route: '/api/sessions/others', expect: signedIn(200) },
  {
    method: 'DELETE',
    route: '/api/sessions/:id',
    params: spareOwnerSession,
    expect: ownerOnly(200, 404),
  },
  { method: 'GET', route: '/api/users/me', expect: signedIn(200) },
  { method: 'GET', route: '/api/beta/status', expect: anyone(200) },
  { method: 'GET', route: '/api/subscription/status', expect: signedIn(200) },
  { method: 'GET', route: '/api/subscription/provider', expect: anyone(200) },
  {
    method: 'POST',
    route: '/api/subscription/upgrade',
    json: () => ({ plan: 'price_monthly' }),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/features/log-access',
    json: () => ({ feature_name: 'Content Vault', access_type: 'click', is_premium_feature: true }),
    expect: signedIn(200),
  },
  { method: 'GET', route: '/api/social/connections', expect: sellers(200) },
  {
    method: 'GET',
    route: '/api/social/:platform/oauth-url',
    params: platform,
    expect: sellers(400),
    note: 'TikTok is not configured here: a seller is told so',
  },
  {
    method: 'GET',
    route: '/api/social/:platform/callback',
    params: platform,
    expect: { ...anyone(400), anonymous: 401, suspended: 401 },
    note: 'the OAuth popup page (HTML): it finishes a connection for the signed-in seller only',
  },
  {
    method: 'DELETE',
    route: '/api/social/:platform/disconnect',
    params: platform,
    expect: sellers(404),
  },
  {
    method: 'POST',
    route: '/api/social/sync',
    json: () => ({}),
    expect: sellers(400),
    note: 'nothing connected to sync',
  },
  { method: 'GET', route: '/api/social/content', expect: sellers(200) },
  {
    method: 'GET',
    route: '/api/social/content/:id/thumbnail',
    params: () => ({ id: 999_999 }),
    expect: sellers(404),
  },
  { method: 'GET', route: '/api/social/overview', expect: sellers(200) },
  {
    method: 'POST',
    route: '/api/social/:platform/publish',
    params: platform,
    json: () => ({ text: 'Hello' }),
    expect: sellers(404),
  },
  {
    method: 'GET',
    route: '/api/social/publications/:id',
    params: () => ({ id: 999_999 }),
    expect: sellers(404),
  },
];
