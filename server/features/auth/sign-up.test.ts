import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnonymousWriteLimits, AuthLimits } from '../../../contract/limits';
import type { ApiClient } from '../../test/api-client';
import { latestMailTo, signUp, startLocalSignIn, tokenFromLink } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://backline.example' });
});
afterAll(() => t.close());

let sequence = 0;
function freshEmail(prefix = 'new') {
  sequence += 1;
  return `${prefix}${sequence}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

async function startSignUp(
  client: ApiClient,
  account: { email: string; password?: string; display_name?: string; role?: string },
) {
  const state = await startLocalSignIn(client);
  const reply = await client.post('/api/auth/local/sign-up', {
    password: 'a long enough password',
    display_name: 'Newcomer',
    ...account,
    state,
  });
  return { reply, state };
}

function mailsTo(email: string) {
  return t.ctx.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
}

function userWith(email: string) {
  return t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

describe('sign-up that does not tell which addresses have accounts', () => {
  it('answers a new and a registered address alike; the owner gets "you already have an account"', async () => {
    const owner = await signUp(t);
    const newcomer = freshEmail();
    const fresh = await startSignUp(t.client(), { email: newcomer });
    const taken = await startSignUp(t.client(), { email: owner.email, display_name: 'Copycat' });

    expect(fresh.reply.status).toBe(202);
    expect(taken.reply.status).toBe(202);
    expect(Object.keys(taken.reply.body)).toEqual(Object.keys(fresh.reply.body));
    expect(taken.reply.body.message).toBe(
      (fresh.reply.body.message as string).replace(newcomer, owner.email),
    );
    expect(fresh.reply.body.message).toBe(
      `We sent an e-mail to ${newcomer}. Open the link in it to finish creating your account.`,
    );

    const ownerMail = await latestMailTo(t, owner.email);
    expect(ownerMail.subject).toBe('You already have a Backline account');
    expect(ownerMail.text_body).toContain('https://backline.example/auth/redirect');
    expect(ownerMail.text_body).toContain('https://backline.example/auth/reset');
    expect(ownerMail.text_body).not.toContain('#token=');
    // Nothing about the existing account changed.
    const unchanged = await t.ctx.db
      .selectFrom('users')
      .select(['display_name', 'password_hash'])
      .where('id', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual({
      display_name: owner.user.display_name,
      password_hash: owner.user.password_hash,
    });

    const newMail = await latestMailTo(t, newcomer);
    expect(newMail.subject).toBe('Confirm your e-mail address for Backline');
    expect(newMail.text_body).toMatch(/https:\/\/backline\.example\/auth\/confirm#token=[\w-]+/);
  });

  it('creates no account until the link is followed, and stores only the hash of its token', async () => {
    const email = freshEmail();
    await startSignUp(t.client(), { email });
    expect(await userWith(email)).toBeUndefined();
    const token = tokenFromLink((await latestMailTo(t, email)).text_body, '/auth/confirm');
    const stored = await t.ctx.db
      .selectFrom('signup_requests')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0].password_hash).toMatch(/^scrypt\$/);
  });

  it('finishes from the link with the password chosen, signs in, and works once', async () => {
    const email = freshEmail();
    const client = t.client();
    const { state } = await startSignUp(client, {
      email,
      display_name: 'Link Follower',
      role: 'fan',
    });
    const token = tokenFromLink((await latestMailTo(t, email)).text_body, '/auth/confirm');

    const pending = await t.client().post('/api/auth/local/sign-up/pending', { token });
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({ email, display_name: 'Link Follower' });

    const wrong = await client.post('/api/auth/local/sign-up/confirm', {
      token,
      password: 'not what I chose at all',
      state,
    });
    expect(wrong.status).toBe(401);
    expect(await userWith(email)).toBeUndefined();

    const confirmed = await client.post<{ redirectUrl: string }>(
      '/api/auth/local/sign-up/confirm',
      { token, password: 'a long enough password', state },
    );
    expect(confirmed.status).toBe(200);
    const code = new URL(confirmed.body.redirectUrl, 'http://x').searchParams.get('code');
    expect(new URL(confirmed.body.redirectUrl, 'http://x').pathname).toBe('/auth/callback');
    expect((await client.post('/api/sessions', { code, state })).status).toBe(200);
    expect((await client.get('/api/users/me')).body).toMatchObject({
      email,
      display_name: 'Link Follower',
      role: 'fan',
    });

    const again = await t.client().post('/api/auth/local/sign-up/confirm', {
      token,
      password: 'a long enough password',
      state: await startLocalSignIn(t.client()),
    });
    expect(again.status).toBe(400);
    expect((await t.client().post('/api/auth/local/sign-up/pending', { token })).status).toBe(400);
  });

  it('lets the real owner sign up although someone else started a sign-up for the address', async () => {
    const email = freshEmail('claimed');
    await startSignUp(t.client(), { email, password: 'the squatter chose this' });
    const squatterToken = tokenFromLink((await latestMailTo(t, email)).text_body, '/auth/confirm');
    const owner = t.client();
    const { state } = await startSignUp(owner, { email, password: 'the owner picked these words' });
    const ownerToken = tokenFromLink((await latestMailTo(t, email)).text_body, '/auth/confirm');
    expect(ownerToken).not.toBe(squatterToken);
    const confirmed = await owner.post('/api/auth/local/sign-up/confirm', {
      token: ownerToken,
      password: 'the owner picked these words',
      state,
    });
    expect(confirmed.status).toBe(200);
    // The other link died with it.
    const squatter = t.client();
    const late = await squatter.post('/api/auth/local/sign-up/confirm', {
      token: squatterToken,
      password: 'the squatter chose this',
      state: await startLocalSignIn(squatter),
    });
    expect(late.status).toBe(400);
  });

  it('refuses an expired link', async () => {
    const email = freshEmail();
    const client = t.client();
    await startSignUp(client, { email });
    const token = tokenFromLink((await latestMailTo(t, email)).text_body, '/auth/confirm');
    t.setNow(new Date(Date.now() + (AuthLimits.signUpLinkHours * 3600 + 60) * 1000));
    try {
      const state = await startLocalSignIn(client);
      const late = await client.post('/api/auth/local/sign-up/confirm', {
        token,
        password: 'a long enough password',
        state,
      });
      expect(late.status).toBe(400);
      expect(late.body.error).toMatch(/invalid or has expired/);
    } finally {
      t.setNow(null);
    }
  });

  it.each([
    ['password1234', /common|leaked/],
    ['qwertyuiop12', /common|leaked|Keyboard/],
    ['aaaaaaaaaaaaaaaa', /Repeated/],
  ])('refuses the guessable password %j with a 400 naming the field', async (password, why) => {
    const email = freshEmail();
    const { reply } = await startSignUp(t.client(), { email, password });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/^password: /);
    expect(reply.body.error).toMatch(why);
    expect(await mailsTo(email)).toEqual([]);
  });

  it.each([
    ['their e-mail address', 'marigold.sunflower@example.test'],
    ['their name and a year', 'Marigold2026!'],
  ])('refuses a password built on %s', async (_what, password) => {
    const { reply } = await startSignUp(t.client(), {
      email: 'marigold.sunflower@example.test',
      display_name: 'Marigold',
      password,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/^password: It should not contain your name/);
  });

  it('refuses a password shorter than ASVS asks, or too long', async () => {
    const short = await startSignUp(t.client(), { email: freshEmail(), password: 'elevenchars' });
    expect(short.reply.status).toBe(400);
    expect(short.reply.body.error).toBe('password: Password must be at least 12 characters');
    const long = await startSignUp(t.client(), { email: freshEmail(), password: 'x'.repeat(129) });
    expect(long.reply.status).toBe(400);
    expect(long.reply.body.error).toContain('at most 128 characters');
  });

  it('sends one address at most a few account e-mails an hour, answering the same', async () => {
    const email = freshEmail('flooded');
    const replies = [];
    for (let attempt = 0; attempt < AuthLimits.emailsPerAddressPerHour + 2; attempt += 1) {
      replies.push((await startSignUp(t.client(), { email })).reply);
    }
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 202));
    expect(new Set(replies.map((reply) => reply.body.message)).size).toBe(1);
    expect(await mailsTo(email)).toHaveLength(AuthLimits.emailsPerAddressPerHour);
  });

  it('limits sign-ups per IP address', async () => {
    const client = t.client('192.0.2.200');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= AnonymousWriteLimits.signUp.limit; attempt += 1) {
      statuses.push((await startSignUp(client, { email: freshEmail('bulk') })).reply.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await startSignUp(t.client(), { email: freshEmail() })).reply.status).toBe(202);
  });

  it('refuses a sign-up without a live sign-in state', async () => {
    const reply = await t.client().post('/api/auth/local/sign-up', {
      email: freshEmail(),
      password: 'a long enough password',
      display_name: 'No State',
      state: 'made-up',
    });
    expect(reply.status).toBe(400);
  });
});
