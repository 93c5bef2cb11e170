/**
 * The Integrations tab's checks against stand-ins of every provider, in this process: a real
 * SMTP server, an SMS API in Twilio's shape, an OpenID provider (oauth2-mock-server), an
 * OpenAI-compatible model, the four social platforms and Stripe. One app has them all
 * configured; another has each one configured wrongly.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  IntegrationCheckReply,
  IntegrationsReply,
  SystemStatusReply,
} from '../../../contract/system';
import { updateSettings } from '../../platform/settings/settings.service';
import type { ApiClient } from '../../test/api-client';
import { signUp } from '../../test/factories';
import { FakeSocialPlatforms } from '../../test/fake-social-platforms';
import { FakeStripe } from '../../test/fake-stripe';
import type { SmtpSink } from '../../test/smtp-sink';
import { startSmtpSink } from '../../test/smtp-sink';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

const ADMIN = 'integrations-chief@example.test';
const SMTP_LOGIN = { user: 'checker', password: 'smtp-pass-s3cret' };
const SMS = { sid: 'AC0123456789abcdef', token: 'sms-token-s3cret-123', from: '+15550001111' };
const LLM_KEY = 'llm-key-s3cret-456';
const OIDC_SECRET = 'oidc-client-s3cret-789';
const TOKEN_KEY = Buffer.alloc(32, 7).toString('base64');

/** The SMS API and the model, on one stand-in server. */
type ModelBehaviour = 'lists-ours' | 'lists-others' | 'no-list' | 'hang';
let modelBehaviour: ModelBehaviour = 'lists-ours';
const textsSent: { to: string; from: string; body: string }[] = [];
let providers: Server;
let providersUrl = '';

function basicAuth(request: IncomingMessage): [string, string] {
  const encoded = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const [user = '', password = ''] = Buffer.from(encoded, 'base64').toString().split(':');
  return [user, password];
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function startProviders() {
  providers = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '/';
      if (path.startsWith('/sms/')) {
        const [user, password] = basicAuth(request);
        if (user !== SMS.sid || password !== SMS.token) {
          return answer(response, 401, { code: 20003, message: 'Authenticate' });
        }
        if (request.method === 'GET' && path === `/sms/2010-04-01/Accounts/${SMS.sid}.json`) {
          return answer(response, 200, { sid: SMS.sid, status: 'active' });
        }
        if (
          request.method === 'POST' &&
          path === `/sms/2010-04-01/Accounts/${SMS.sid}/Messages.json`
        ) {
          const form = new URLSearchParams(raw);
          textsSent.push({
            to: form.get('To') ?? '',
            from: form.get('From') ?? '',
            body: form.get('Body') ?? '',
          });
          return answer(response, 201, { sid: 'SM1', status: 'queued' });
        }
        return answer(response, 404, { message: 'not found' });
      }
      if (path.startsWith('/llm/v1/')) {
        if (request.headers.authorization !== `Bearer ${LLM_KEY}`) {
          return answer(response, 401, { error: { message: 'Incorrect API key' } });
        }
        if (modelBehaviour === 'hang') return; // never answers
        if (path === '/llm/v1/models') {
          if (modelBehaviour === 'no-list')
            return answer(response, 404, { error: 'no such route' });
          const id = modelBehaviour === 'lists-ours' ? 'fake-model' : 'some-other-model';
          return answer(response, 200, { object: 'list', data: [{ id, object: 'model' }] });
        }
        if (path === '/llm/v1/chat/completions') {
          return answer(response, 200, {
            choices: [{ message: { role: 'assistant', content: 'OK' } }],
          });
        }
      }
      answer(response, 404, { error: 'not found' });
    });
  });
  providers.listen(0, '127.0.0.1');
  await once(providers, 'listening');
  providersUrl = `http://127.0.0.1:${(providers.address() as AddressInfo).port}`;
}

let smtp: SmtpSink;
let oidc: OAuth2Server;
let social: FakeSocialPlatforms;
let stripe: FakeStripe;
let good: TestApp;
let wrong: TestApp;
let goodAdmin: ApiClient;
let wrongAdmin: ApiClient;

beforeAll(async () => {
  await startProviders();
  smtp = await startSmtpSink({ credentials: SMTP_LOGIN });
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  social = await new FakeSocialPlatforms().start();
  stripe = await FakeStripe.start();
  const smtpPort = new URL(smtp.url).port;
  good = await createTestApp({
    ADMIN_EMAILS: ADMIN,
    SMTP_URL: `smtp://${SMTP_LOGIN.user}:${SMTP_LOGIN.password}@127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Ops <ops@backline.test>',
    SMS_API_URL: `${providersUrl}/sms`,
    SMS_ACCOUNT_SID: SMS.sid,
    SMS_AUTH_TOKEN: SMS.token,
    SMS_FROM: SMS.from,
    OIDC_ISSUER: oidc.issuer.url ?? '',
    OIDC_CLIENT_ID: 'backline-test',
    OIDC_CLIENT_SECRET: OIDC_SECRET,
    OIDC_PRESET: 'generic',
    LLM_BASE_URL: `${providersUrl}/llm/v1`,
    LLM_MODEL: 'fake-model',
    LLM_API_KEY: LLM_KEY,
    LLM_TIMEOUT_MS: '1000',
    SOCIAL_TOKEN_KEY: TOKEN_KEY,
    ...social.env(),
    ...stripe.env(),
  });
  wrong = await createTestApp({
    ADMIN_EMAILS: ADMIN,
    SMTP_URL: `smtp://${SMTP_LOGIN.user}:not-the-password@127.0.0.1:${smtpPort}`,
    SMS_API_URL: `${providersUrl}/sms`,
    SMS_ACCOUNT_SID: SMS.sid,
    SMS_AUTH_TOKEN: 'not-the-token',
    SMS_FROM: SMS.from,
    OIDC_ISSUER: `${providersUrl}/not-an-issuer`,
    OIDC_CLIENT_ID: 'backline-test',
    LLM_BASE_URL: `${providersUrl}/llm/v1`,
    LLM_MODEL: 'fake-model',
    LLM_API_KEY: 'not-the-key',
    ...social.env(),
    TIKTOK_CLIENT_SECRET: 'not-the-secret',
    YOUTUBE_CLIENT_SECRET: 'not-the-secret',
    TWITTER_CLIENT_SECRET: 'not-the-secret',
    INSTAGRAM_CLIENT_SECRET: 'not-the-secret',
    ...stripe.env(),
    STRIPE_SECRET_KEY: 'sk_test_not_the_key',
  });
  goodAdmin = (await signUp(good, { email: ADMIN })).client;
  wrongAdmin = (await signUp(wrong, { email: ADMIN })).client;
}, 60_000);

afterAll(async () => {
  await good.close();
  await wrong.close();
  await smtp.close();
  await oidc.stop();
  await social.stop();
  await stripe.close();
  await new Promise<void>((resolve) => providers.close(() => resolve()));
});

/** Every reply of this file, to look for secrets in at the end. */
const replies: string[] = [];

async function check(client: ApiClient, name: string, body: unknown = {}) {
  const reply = await client.post<IntegrationCheckReply & { error?: string }>(
    `/api/admin/integrations/${name}/check`,
    body,
  );
  replies.push(reply.text);
  return reply;
}

describe('GET /api/admin/integrations (all configured)', () => {
  it('shows what is configured, and each secret only as set', async () => {
    const reply = await goodAdmin.get<IntegrationsReply>('/api/admin/integrations');
    replies.push(reply.text);
    expect(reply.status).toBe(200);
    const byName = Object.fromEntries(reply.body.integrations.map((item) => [item.name, item]));
    for (const item of reply.body.integrations) expect(item.configured, item.name).toBe(true);
    expect(byName.smtp.facts).toEqual([
      { label: 'Server', value: `127.0.0.1:${new URL(smtp.url).port}` },
      { label: 'Security', value: 'STARTTLS when offered (smtp)' },
      { label: 'Signs in', value: 'yes' },
      { label: 'From address', value: 'ops@backline.test' },
      { label: 'Sender name', value: 'Backline' },
    ]);
    expect(byName.smtp.secrets).toEqual([{ name: 'SMTP_URL password', set: true }]);
    expect(byName.sms.facts).toContainEqual({ label: 'Account', value: 'AC01…cdef' });
    expect(byName.sms.secrets).toEqual([{ name: 'SMS_AUTH_TOKEN', set: true }]);
    expect(byName.oidc.facts).toContainEqual({ label: 'Client ID', value: 'backline-test' });
    expect(byName.oidc.secrets).toEqual([{ name: 'OIDC_CLIENT_SECRET', set: true }]);
    expect(byName.model.facts).toContainEqual({ label: 'Model', value: 'fake-model' });
    expect(byName.model.secrets).toEqual([{ name: 'LLM_API_KEY', set: true }]);
    expect(byName.tiktok.facts).toContainEqual({ label: 'Client ID', value: 'tiktok-client-key' });
    expect(byName.tiktok.secrets).toEqual([
      { name: 'TIKTOK_CLIENT_SECRET', set: true },
      { name: 'SOCIAL_TOKEN_KEY', set: true },
    ]);
    expect(byName.stripe.facts).toContainEqual({ label: 'Key mode', value: 'test' });
    expect(byName.stripe.secrets).toEqual([
      { name: 'STRIPE_SECRET_KEY', set: true },
      { name: 'STRIPE_WEBHOOK_SECRET', set: true },
      { name: 'STRIPE_CONNECT_WEBHOOK_SECRET', set: true },
    ]);
  });
});

describe('POST /api/admin/integrations/{name}/check', () => {
  it('sends a real test e-mail through SMTP, from the app name, to the address given', async () => {
    await updateSettings(good.ctx, null, {
      category: 'general',
      settings: { app_name: 'Night Shift' },
    });
    try {
      const before = smtp.received.length;
      const reply = await check(goodAdmin, 'smtp', { to: 'Inbox@Example.test' });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ name: 'smtp', status: 'ok' });
      expect(reply.body.message).toContain('accepted the test e-mail to inbox@example.test');
      expect(smtp.received).toHaveLength(before + 1);
      const mail = await simpleParser(smtp.received.at(-1)?.raw ?? '');
      expect(mail.from?.value).toEqual([{ name: 'Night Shift', address: 'ops@backline.test' }]);
      expect(mail.subject).toBe('Night Shift: test e-mail');
      expect(mail.text).toContain(`sent by ${ADMIN}`);
      const kept = await good.ctx.db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('to_address', '=', 'inbox@example.test')
        .executeTakeFirstOrThrow();
      expect(kept).toMatchObject({ status: 'sent', transport: 'smtp' });
    } finally {
      await updateSettings(good.ctx, null, {
        category: 'general',
        settings: { app_name: 'Backline' },
      });
    }
  });

  it('sends the test e-mail to the administrator when no address is given; refuses a bad one', async () => {
    const reply = await check(goodAdmin, 'smtp');
    expect(reply.body.status).toBe('ok');
    expect(smtp.received.at(-1)?.to).toEqual([ADMIN]);
    const bad = await check(goodAdmin, 'smtp', { to: 'not an address' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'to: Enter a valid e-mail address to send the test to' });
  });

  it('sends a real test text through the SMS provider, to the number given', async () => {
    const reply = await check(goodAdmin, 'sms', { to: '+15557654321' });
    expect(reply.body).toMatchObject({ status: 'ok' });
    expect(textsSent.at(-1)).toMatchObject({ to: '+15557654321', from: SMS.from });
    expect(textsSent.at(-1)?.body).toContain('a test text from the admin console');
    const noNumber = await check(goodAdmin, 'sms');
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.error).toMatch(/^to: Enter the phone number/);
    const badNumber = await check(goodAdmin, 'sms', { to: '555-1234' });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.error).toMatch(/^to: Enter the phone number with its country code/);
  });

  it.each([
    ['storage', 'ok', 'Wrote, read back and deleted a small object'],
    ['oidc', 'ok', 'The discovery document answered: sign-in goes to localhost'],
    ['model', 'ok', 'answered and offers "fake-model"'],
    ['tiktok', 'ok', 'knows the client'],
    ['youtube', 'ok', 'knows the client'],
    ['twitter', 'ok', 'knows the client'],
    ['instagram', 'ok', 'knows the client'],
    ['stripe', 'ok', 'Stripe answered an authenticated read (the balance), in test mode'],
    // Push keys are made on first use; over http the contact is a placeholder.
    ['push', 'warning', 'The VAPID keys are valid. PUBLIC_URL is not https'],
  ])('checks %s against its provider: %s', async (name, status, words) => {
    const reply = await check(goodAdmin, name);
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe(status);
    expect(reply.body.message).toContain(words);
    expect(reply.body.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('asks the social platforms nothing but their token endpoints, and grants nothing', async () => {
    const tokenCalls = social.calls.filter((call) => /token/.test(call.path)).length;
    await check(goodAdmin, 'tiktok');
    expect(social.calls.filter((call) => /token/.test(call.path)).length).toBe(tokenCalls + 1);
  });

  it('tells a model that lacks the configured name, and falls back to a completion without a list', async () => {
    try {
      modelBehaviour = 'lists-others';
      const missing = await check(goodAdmin, 'model');
      expect(missing.body.status).toBe('warning');
      expect(missing.body.message).toContain('do not include "fake-model" (LLM_MODEL)');
      modelBehaviour = 'no-list';
      const completion = await check(goodAdmin, 'model');
      expect(completion.body).toMatchObject({
        status: 'ok',
        message: '"fake-model" answered a one-word completion',
      });
    } finally {
      modelBehaviour = 'lists-ours';
    }
  });

  it('gives up on a model that does not answer within its time-out', async () => {
    try {
      modelBehaviour = 'hang';
      const reply = await check(goodAdmin, 'model');
      expect(reply.body.status).toBe('error');
      expect(reply.body.message).toMatch(/did not answer within 1 s: it timed out/);
    } finally {
      modelBehaviour = 'lists-ours';
    }
  });

  it('reports each wrongly configured provider as an error that says what is wrong', async () => {
    const expected: [string, RegExp][] = [
      ['smtp', /^The SMTP server did not take the test e-mail: .*Invalid username or password/],
      ['sms', /^The SMS provider did not take the test text: SMS provider answered 401/],
      ['oidc', /answered HTTP 404 for its discovery document/],
      ['model', /refused the API key \(HTTP 401\): check LLM_API_KEY/],
      ['tiktok', /^The platform refused the client credentials/],
      ['youtube', /^The platform refused the client credentials/],
      ['twitter', /^The platform refused the client credentials/],
      ['instagram', /^The platform refused the client credentials/],
      ['stripe', /^Stripe refused the secret key: check STRIPE_SECRET_KEY/],
    ];
    for (const [name, message] of expected) {
      const body = name === 'sms' ? { to: '+15557654321' } : {};
      const reply = await check(wrongAdmin, name, body);
      expect(reply.body.status, name).toBe('error');
      expect(reply.body.message, name).toMatch(message);
    }
  });
});

describe('System Status of the integrations', () => {
  it('shows each configured integration as probed: connected, or an error when it fails', async () => {
    // The last model check above timed out; a check replaces what System Status shows.
    expect((await check(goodAdmin, 'model')).body.status).toBe('ok');
    const goodStatus = await goodAdmin.get<SystemStatusReply>('/api/admin/system-status');
    replies.push(goodStatus.text);
    expect(goodStatus.body.system_status.integrations).toEqual({
      smtp: 'connected',
      sms: 'connected',
      push: 'warning',
      storage: 'connected',
      oidc: 'connected',
      model: 'connected',
      tiktok: 'connected',
      youtube: 'connected',
      twitter: 'connected',
      instagram: 'connected',
      stripe: 'connected',
    });
    const wrongStatus = await wrongAdmin.get<SystemStatusReply>('/api/admin/system-status');
    replies.push(wrongStatus.text);
    expect(wrongStatus.body.system_status.integrations).toMatchObject({
      smtp: 'error',
      sms: 'error',
      oidc: 'error',
      model: 'error',
      tiktok: 'error',
      youtube: 'error',
      twitter: 'error',
      instagram: 'error',
      stripe: 'error',
    });
  });

  it('reuses a probe for a while instead of asking the provider on every refresh', async () => {
    const balanceReads = () =>
      stripe.requests.filter((request) => request.path === '/v1/balance').length;
    await goodAdmin.get('/api/admin/system-status');
    const before = balanceReads();
    await goodAdmin.get('/api/admin/system-status');
    await goodAdmin.get('/api/admin/system-status');
    expect(balanceReads()).toBe(before);
  });
});

describe('secrets', () => {
  it('never appear in any reply: listings, checks, their failures or the status', async () => {
    const list = await wrongAdmin.get('/api/admin/integrations');
    replies.push(list.text);
    const secrets = [
      SMTP_LOGIN.password,
      'not-the-password',
      SMS.token,
      'not-the-token',
      LLM_KEY,
      'not-the-key',
      OIDC_SECRET,
      TOKEN_KEY,
      stripe.secretKey,
      stripe.webhookSecret,
      stripe.connectWebhookSecret,
      'sk_test_not_the_key',
      'tiktok-client-secret',
      'youtube-client-secret',
      'twitter-client-secret',
      'instagram-client-secret',
      'not-the-secret',
      await good.ctx.db
        .selectFrom('app_settings')
        .select('value')
        .where('key', '=', 'push.vapid_keys')
        .executeTakeFirstOrThrow()
        .then((row) => (JSON.parse(row.value) as { privateKey: string }).privateKey),
    ];
    expect(replies.length).toBeGreaterThan(20);
    for (const secret of secrets) {
      for (const reply of replies) expect(reply).not.toContain(secret);
    }
  });
});
