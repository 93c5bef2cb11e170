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
      jobs: { concurrency: 4, pollIntervalMs: 1000 },
      shutdownGraceMs: 20_000,
    });
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
    [{ PROCESS_ROLE: 'cron' }, 'PROCESS_ROLE'],
    [{ JOB_CONCURRENCY: '0' }, 'JOB_CONCURRENCY'],
  ])('refuses %o with a message naming %s', (env, setting) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`Invalid setting: .*${setting}`));
  });
});
