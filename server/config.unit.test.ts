import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('gives the embedded defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: `sqlite:${path.resolve('./data/backline.db')}`,
      demoData: true,
      adminEmails: [],
      betaEndDate: '2025-09-22',
      oidc: null,
      role: 'both',
      jobs: { concurrency: 4, pollIntervalMs: 1000, leaseMs: 60_000 },
      shutdownGraceMs: 20_000,
      publicUrl: 'http://localhost:3000',
      publicHostOnly: false,
      sessions: { idleMinutes: 30, absoluteHours: 12 },
    });
  });

  it('stops a production start without PUBLIC_URL, saying what to set', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(
      /Invalid setting: PUBLIC_URL is required in production: set it to the address people use/,
    );
    const config = parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://backline.example/' });
    expect(config.publicUrl).toBe('https://backline.example');
    expect(config.publicHostOnly).toBe(true);
  });

  it('reads an empty DATABASE_URL as unset: the SQLite file in DATA_DIR', () => {
    expect(parseConfig({ DATABASE_URL: '', DATA_DIR: '/tmp/x' }).databaseUrl).toBe(
      'sqlite:/tmp/x/backline.db',
    );
  });

  it('chooses Stripe only with its keys, and reads where its API is', () => {
    expect(parseConfig({}).stripe).toBeNull();
    expect(() => parseConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER is stripe; STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER is stripe; STRIPE_CONNECT_WEBHOOK_SECRET is required when PAYMENT_PROVIDER is stripe',
    );
    const config = parseConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect_x',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      connectWebhookSecret: 'whsec_connect_x',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      platformFeePercent: 5,
    });
    expect(() =>
      parseConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'a',
        STRIPE_WEBHOOK_SECRET: 'b',
        STRIPE_CONNECT_WEBHOOK_SECRET: 'c',
        STRIPE_PLATFORM_FEE_PERCENT: '80',
      }),
    ).toThrow('STRIPE_PLATFORM_FEE_PERCENT');
  });

  it('reads the session timeouts', () => {
    const config = parseConfig({ SESSION_IDLE_MINUTES: '15', SESSION_ABSOLUTE_HOURS: '24' });
    expect(config.sessions).toEqual({ idleMinutes: 15, absoluteHours: 24 });
  });

  it('reads lists, flags and the Google preset', () => {
    const config = parseConfig({
      ADMIN_EMAILS: ' One@Example.test, two@example.test ,',
      DEMO_DATA: 'false',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id',
    });
    expect(config.adminEmails).toEqual(['one@example.test', 'two@example.test']);
    expect(config.demoData).toBe(false);
    expect(config.oidc).toMatchObject({ provider: 'google', label: 'Google' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ BETA_END_DATE: '22/09/2025' }, 'BETA_END_DATE'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ OIDC_ISSUER: 'https://issuer.example' }, 'OIDC_CLIENT_ID'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://backline.example' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://backline.example/app' }, 'PUBLIC_URL'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES'],
    [{ SESSION_ABSOLUTE_HOURS: 'forever' }, 'SESSION_ABSOLUTE_HOURS'],
    [{ PROCESS_ROLE: 'cron' }, 'PROCESS_ROLE'],
    [{ JOB_CONCURRENCY: '0' }, 'JOB_CONCURRENCY'],
  ])('refuses %o with a message naming %s', (env, setting) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`Invalid setting: .*${setting}`));
  });
});
