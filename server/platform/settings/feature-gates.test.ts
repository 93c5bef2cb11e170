import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSettings } from '../../../contract/settings';
import { FeatureFlag as WebFeatureFlag } from '../../../web/lib/feature-flags';
import { featureFlags } from '../../features/feature-flags';
import { signUp } from '../../test/factories';
import type { ApiClient } from '../../test/api-client';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { access } from '../access/access-rules';
import { defineFeatureFlag } from './feature-flag';
import { FEATURE_OFF_MESSAGE, OPEN_DURING_MAINTENANCE, switchable } from './feature-gates';
import { updateSettings } from './settings.service';

const ADMIN = 'gates-chief@example.test';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
const isMethod = (method: string): method is Method =>
  (METHODS as readonly string[]).includes(method);

let t: TestApp;
let member: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  member = await signUp(t);
});
afterAll(() => t.close());

function setFeatures(features: Record<string, boolean>) {
  return updateSettings(t.ctx, null, { category: 'features', settings: features });
}

function allFeatures(enabled: boolean) {
  return Object.fromEntries(featureFlags.map((flag) => [flag.name, enabled]));
}

function call(client: ApiClient, route: { method: string; url: string }) {
  const method = isMethod(route.method) ? route.method : 'GET';
  return client.request(method, route.url.replace(/:[A-Za-z]+/g, '1'), { json: {} });
}

/** Which routes belong to which feature, by their paths (known here independently of the flags). */
const featurePaths: Record<string, RegExp> = {
  d_cypher: /^\/api\/writers-block\//,
  backline_studio: /^\/api\/backline\//,
  content_vault: /^\/api\/vault\/|^\/api\/users\/:userId\/team-vault$/,
  team_management: /^\/api\/team\//,
  merch_store: /^\/api\/merch\/|^\/api\/users\/:userId\/merch$/,
  storefront:
    /^\/api\/storefront\/|^\/api\/users\/:userId\/(storefront-settings|storefront-content|subscription-tiers)$/,
  find_your_tribe: /^\/api\/(email|campaigns|push|t)\//,
  social_media: /^\/api\/social\//,
};

describe('feature flags', () => {
  it('switch every route of their feature, and no other', () => {
    const apiRoutes = t.app.declaredRoutes.filter((route) => route.url.startsWith('/api/'));
    for (const flag of featureFlags) {
      const flagged = t.app.flaggedRoutes
        .filter((route) => route.flag === flag)
        .map((route) => `${route.method} ${route.url}`);
      expect(flagged.length, flag.name).toBeGreaterThan(0);
      const byPath = apiRoutes
        .filter((route) => featurePaths[flag.name].test(route.url))
        .map((route) => `${route.method} ${route.url}`);
      expect(flagged, flag.name).toEqual(expect.arrayContaining(byPath));
    }
    // The storefront's sales switch with it; seeing and cancelling a subscription never do.
    const storefront = t.app.flaggedRoutes.filter((route) => route.flag.name === 'storefront');
    expect(storefront.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /api/subscriptions/create', 'POST /api/content/purchase']),
    );
    const neverSwitched =
      /^\/api\/(users\/me|feed|posts|sessions|auth|oauth|logout|health|admin|subscription\/|beta|subscriptions\/:id\/cancel|users\/:userId\/subscription-status)/;
    expect(t.app.flaggedRoutes.filter((route) => neverSwitched.test(route.url))).toEqual([]);
  });

  it('answer every route of a switched-off feature with 404 { error }, signed in or not, until it is switched on again', async () => {
    const flagged = t.app.flaggedRoutes.filter((route) => isMethod(route.method));
    await setFeatures(allFeatures(false));
    try {
      const answers = await Promise.all(
        flagged.flatMap((route) =>
          [member.client, t.client()].map(async (client) => {
            const reply = await call(client, route);
            return {
              route: `${route.method} ${route.url}`,
              status: reply.status,
              body: reply.body,
            };
          }),
        ),
      );
      expect(
        answers.filter(
          (answer) => answer.status !== 404 || answer.body.error !== FEATURE_OFF_MESSAGE,
        ),
      ).toEqual([]);
      const open = await t.client().get<PublicSettings>('/api/settings/public');
      expect(open.body.features).toEqual(allFeatures(false));
    } finally {
      await setFeatures(allFeatures(true));
    }
    const again = await Promise.all(
      flagged.map(async (route) => ({
        route: `${route.method} ${route.url}`,
        body: (await call(member.client, route)).body,
      })),
    );
    expect(again.filter((answer) => answer.body?.error === FEATURE_OFF_MESSAGE)).toEqual([]);
  });

  it('switch one feature without touching the others', async () => {
    await setFeatures({ content_vault: false });
    try {
      const vault = await member.client.get('/api/vault/files');
      expect(vault.status).toBe(404);
      expect(vault.body).toEqual({ error: FEATURE_OFF_MESSAGE });
      expect((await member.client.get('/api/team/members')).status).toBe(200);
      expect((await member.client.get('/api/feed/posts')).status).toBe(200);
    } finally {
      await setFeatures({ content_vault: true });
    }
    expect((await member.client.get('/api/vault/files')).status).toBe(200);
  });

  it('refuse to start when a route is switched by a flag that feature-flags.ts does not list', async () => {
    const stray = defineFeatureFlag({ name: 'stray_feature', default: true, description: 'x' });
    const viaRoute = await createTestApp(
      {},
      {
        extraRoutes: async (app) => {
          app.get(
            '/api/stray',
            { config: { access: access.public, featureFlag: stray } },
            async () => ({}),
          );
        },
      },
    ).catch((error: Error) => error);
    expect((viaRoute as Error).message).toContain('"stray_feature", which is not listed');

    const viaScope = await createTestApp(
      {},
      {
        extraRoutes: switchable(stray, async (app) => {
          app.get('/api/stray', { config: { access: access.public } }, async () => ({}));
        }),
      },
    ).catch((error: Error) => error);
    expect((viaScope as Error).message).toContain('"stray_feature", which is not listed');
  });

  it('are the ones the web app hides things for', () => {
    const declared = featureFlags.map((flag) => flag.name);
    expect(declared).toEqual(expect.arrayContaining(Object.values(WebFeatureFlag)));
  });

  it('are declared in snake_case with a description', () => {
    expect(() =>
      defineFeatureFlag({ name: 'Content Vault', default: true, description: 'x' }),
    ).toThrow(/snake_case/);
    for (const flag of featureFlags) expect(flag.description.length).toBeGreaterThan(10);
  });
});

describe('maintenance mode', () => {
  function setMaintenance(on: boolean) {
    return updateSettings(t.ctx, null, { category: 'general', settings: { maintenance_mode: on } });
  }

  it('keeps open only routes that exist', () => {
    const declared = new Set(t.app.declaredRoutes.map((route) => `${route.method} ${route.url}`));
    expect([...OPEN_DURING_MAINTENANCE].filter((route) => !declared.has(route))).toEqual([]);
  });

  it('answers every other API call of a non-administrator with 503, in the app name', async () => {
    await updateSettings(t.ctx, null, {
      category: 'general',
      settings: { app_name: 'Night Shift' },
    });
    await setMaintenance(true);
    try {
      const refused = await t.client().get('/api/feed/posts');
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({
        error: "Night Shift is down for maintenance. We'll be back shortly: please try again soon.",
      });
      expect(refused.headers['retry-after']).toBe('60');

      const guarded = t.app.declaredRoutes.filter(
        (route) =>
          route.url.startsWith('/api/') &&
          !route.url.startsWith('/api/docs') &&
          isMethod(route.method) &&
          !OPEN_DURING_MAINTENANCE.has(`${route.method} ${route.url}`),
      );
      expect(guarded.length).toBeGreaterThan(40);
      const answers = await Promise.all(
        guarded.map(async (route) => {
          const reply = await call(member.client, route);
          return { route: `${route.method} ${route.url}`, status: reply.status };
        }),
      );
      expect(answers.filter((answer) => answer.status !== 503)).toEqual([]);

      // What it takes to reach the app and learn it is in maintenance.
      expect((await member.client.get('/api/users/me')).status).toBe(200);
      expect((await t.client().get('/api/health')).status).toBe(200);
      const open = await t.client().get<PublicSettings>('/api/settings/public');
      expect(open.status).toBe(200);
      expect(open.body).toMatchObject({ app_name: 'Night Shift', maintenance_mode: true });
    } finally {
      await setMaintenance(false);
      await updateSettings(t.ctx, null, {
        category: 'general',
        settings: { app_name: 'Backline' },
      });
    }
    expect((await member.client.get('/api/feed/posts')).status).toBe(200);
  });

  it('lets an administrator sign in and keep working, and switch it off', async () => {
    await setMaintenance(true);
    try {
      // The whole sign-up and sign-in round trip goes through during maintenance.
      const admin = await signUp(t, { email: ADMIN });
      expect((await admin.client.get('/api/feed/posts')).status).toBe(200);
      expect((await admin.client.get('/api/admin/settings')).status).toBe(200);
      const off = await admin.client.put('/api/admin/settings', {
        category: 'general',
        settings: { maintenance_mode: false },
      });
      expect(off.status).toBe(200);
      expect((await member.client.get('/api/feed/posts')).status).toBe(200);
    } finally {
      await setMaintenance(false);
    }
  });
});
