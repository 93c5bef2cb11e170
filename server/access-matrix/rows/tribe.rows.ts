import { anyone, sellerOwnerOnly, sellers } from '../actors';
import type { MatrixRow } from '../matrix-row';
import { freshCampaign, freshListSubscriber, freshTemplate, listSubscriberToken } from './fresh';

const templateBody = () => ({ name: 'Matrix', subject: 'Hi', html_content: '<p>Hi</p>' });
const ownersSpare =
  (
    make: (world: Parameters<typeof freshCampaign>[0]) => Promise<number>,
    key: 'campaign' | 'template' | 'emailSubscriber',
  ) =>
  async (world: Parameters<typeof freshCampaign>[0], actor: string) => ({
    // Only the owner's own request may change it; the others are pointed at the world's one.
    id: actor === 'owner' ? await make(world) : world.ids[key],
  });

/** The fan list, templates, campaigns, and the signed-out list and tracking links. */
export const tribeRows: MatrixRow[] = [
  { method: 'GET', route: '/api/email/subscribers', expect: sellers(200) },
  {
    method: 'POST',
    route: '/api/email/subscribers',
    json: () => ({ email: `added-${Math.random().toString(36).slice(2, 10)}@example.test` }),
    expect: sellers(201),
  },
  {
    method: 'DELETE',
    route: '/api/email/subscribers/:id',
    params: ownersSpare(freshListSubscriber, 'emailSubscriber'),
    expect: sellerOwnerOnly(200, 404),
  },
  {
    method: 'POST',
    route: '/api/email/subscribers/import',
    json: () => ({ csv: 'email\nimported@example.test\n', dry_run: true }),
    expect: sellers(200),
  },
  { method: 'GET', route: '/api/email/subscribers/export', expect: sellers(200) },
  { method: 'GET', route: '/api/email/templates', expect: sellers(200) },
  { method: 'POST', route: '/api/email/templates', json: templateBody, expect: sellers(201) },
  {
    method: 'PUT',
    route: '/api/email/templates/:id',
    params: ownersSpare(freshTemplate, 'template'),
    json: templateBody,
    expect: sellerOwnerOnly(200, 404),
  },
  {
    method: 'DELETE',
    route: '/api/email/templates/:id',
    params: ownersSpare(freshTemplate, 'template'),
    expect: sellerOwnerOnly(200, 404),
  },
  {
    method: 'POST',
    route: '/api/email/test',
    json: (world) => ({
      email: world.people.owner.email,
      subject: 'Test',
      html_content: '<p>Test</p>',
    }),
    expect: sellers(200),
  },
  { method: 'GET', route: '/api/email/preferences', expect: sellers(200) },
  {
    method: 'PUT',
    route: '/api/email/preferences',
    json: () => ({ tracking_enabled: true }),
    expect: sellers(200),
  },
  { method: 'GET', route: '/api/campaigns/analytics', expect: sellers(200) },
  { method: 'GET', route: '/api/campaigns', expect: sellers(200) },
  {
    method: 'GET',
    route: '/api/campaigns/:id',
    params: (world) => ({ id: world.ids.campaign }),
    expect: sellerOwnerOnly(200, 404),
  },
  {
    method: 'POST',
    route: '/api/campaigns',
    json: () => ({ title: 'Matrix', content: 'Words' }),
    expect: sellers(201),
  },
  {
    method: 'POST',
    route: '/api/campaigns/:id/send',
    params: ownersSpare(freshCampaign, 'campaign'),
    expect: sellerOwnerOnly(200, 404),
  },
  {
    method: 'POST',
    route: '/api/campaigns/:id/resume',
    params: (world) => ({ id: world.ids.campaign }),
    expect: sellerOwnerOnly(409, 404),
    note: 'the owner’s campaign is a draft, not paused: refused as a conflict after the owner check',
  },
  {
    method: 'DELETE',
    route: '/api/campaigns/:id',
    params: ownersSpare(freshCampaign, 'campaign'),
    expect: sellerOwnerOnly(200, 404),
  },
  {
    method: 'POST',
    route: '/api/email/join/:creatorId',
    params: (world) => ({ creatorId: world.people.owner.user.id }),
    json: () => ({ email: `joiner-${Math.random().toString(36).slice(2, 10)}@example.test` }),
    expect: anyone(202),
  },
  {
    method: 'POST',
    route: '/api/email/confirm',
    json: () => ({ token: 'not-a-confirmation-token' }),
    expect: anyone(404),
    note: 'the e-mailed token is the credential: without it, no one confirms',
  },
  {
    method: 'GET',
    route: '/api/email/subscription/:token',
    params: async (world) => ({ token: await listSubscriberToken(world) }),
    expect: anyone(200),
  },
  {
    method: 'GET',
    route: '/api/email/unsubscribe/:token',
    params: async (world) => ({ token: await listSubscriberToken(world) }),
    expect: anyone(303),
  },
  {
    method: 'POST',
    route: '/api/email/unsubscribe/:token',
    params: async (world) => ({ token: await listSubscriberToken(world) }),
    expect: anyone(200),
  },
  { method: 'GET', route: '/api/push/key', expect: anyone(200) },
  {
    method: 'POST',
    route: '/api/push/subscribe/:creatorId',
    params: (world) => ({ creatorId: world.people.owner.user.id }),
    json: () => ({
      endpoint: `https://push.example.test/${Math.random().toString(36).slice(2)}`,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
    expect: anyone(201),
  },
  {
    method: 'GET',
    route: '/api/t/o/:file',
    params: () => ({ file: 'not-a-delivery.gif' }),
    expect: anyone(200),
    note: 'the pixel is served whatever the token: an unknown one counts nothing',
  },
  {
    method: 'GET',
    route: '/api/t/c/:token/:index',
    params: () => ({ token: 'not-a-delivery', index: 0 }),
    expect: anyone(404),
  },
  {
    method: 'POST',
    route: '/api/email/webhooks/bounce',
    json: () => ({ email: 'nobody@example.test', type: 'hard' }),
    expect: anyone(404),
    note: 'without EMAIL_WEBHOOK_SECRET the webhook is off; with it, the secret is the credential',
  },
];
