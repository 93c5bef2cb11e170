import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tier } from '../../../contract/storefront';
import type {
  Campaign,
  CampaignAnalytics,
  EmailSubscriber,
  EmailTemplate,
  ImportSubscribersReply,
} from '../../../contract/tribe';
import { createUser, latestMailTo, signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { stillDangerous, xssVectors } from './test/xss-vectors';
import { expiringRows } from '../../expiring-rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Creator = Awaited<ReturnType<typeof signUp>>;

async function addSubscriber(creator: Creator, email: string, name: string | null = null) {
  const reply = await creator.client.post<{ subscriber: EmailSubscriber }>(
    '/api/email/subscribers',
    { email, name, source: 'manual' },
  );
  expect(reply.status).toBe(201);
  return reply.body.subscriber;
}

async function createCampaign(creator: Creator, body: Record<string, unknown> = {}) {
  const reply = await creator.client.post<{ campaign: Campaign }>('/api/campaigns', {
    title: 'New single out now',
    content: 'Hi {{name}}, the new single is out: https://example.com/listen',
    channel: 'email',
    ...body,
  });
  expect(reply.status).toBe(201);
  return reply.body.campaign;
}

function outboxTo(email: string) {
  return t.ctx.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
}

function deliveriesOf(campaignId: number) {
  return t.ctx.db
    .selectFrom('campaign_deliveries')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .orderBy('id')
    .execute();
}

async function subscriberToken(creatorId: number, email: string) {
  const row = await t.ctx.db
    .selectFrom('tribe_subscribers')
    .select('token')
    .where('creator_id', '=', creatorId)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.token;
}

describe('who may use Find Your Tribe', () => {
  it('refuses the signed-out, fans and those without premium access', async () => {
    expect((await t.client().get('/api/email/subscribers')).status).toBe(401);
    expect((await t.client().get('/api/campaigns')).status).toBe(401);
    const fan = await signUp(t, { role: 'fan' });
    const refused = await fan.client.get('/api/campaigns/analytics');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual(expect.any(String));

    const artist = await signUp(t);
    // Signed up long ago: the 7-day trial is over and there is no Pro plan.
    await t.ctx.db
      .updateTable('users')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', artist.user.id)
      .execute();
    const lapsed = await artist.client.get('/api/email/templates');
    expect(lapsed.status).toBe(403);
    expect(lapsed.body.error).toEqual(expect.any(String));
  });

  it('answers 404 for every route while the feature is switched off', async () => {
    const artist = await signUp(t);
    await t.ctx.db
      .insertInto('app_settings')
      .values({
        key: 'feature.find_your_tribe',
        value: 'false',
        updated_at: new Date().toISOString(),
      })
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 600));
    try {
      expect((await artist.client.get('/api/campaigns')).status).toBe(404);
      expect(
        (await t.client().post(`/api/email/join/${artist.user.id}`, { email: 'a@b.test' })).status,
      ).toBe(404);
    } finally {
      await t.ctx.db
        .deleteFrom('app_settings')
        .where('key', '=', 'feature.find_your_tribe')
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 600));
    }
  });
});

describe('subscribers', () => {
  it('adds by hand as active and manual, once per address', async () => {
    const artist = await signUp(t);
    const added = await addSubscriber(artist, 'Fan.One@Example.test', 'Fan One');
    expect(added).toMatchObject({
      email: 'fan.one@example.test',
      name: 'Fan One',
      status: 'active',
      source: 'manual',
    });
    const again = await artist.client.post('/api/email/subscribers', {
      email: 'fan.one@example.test',
      name: null,
      source: 'manual',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'This email is already on your list' });
    const blank = await artist.client.post('/api/email/subscribers', { email: '  ', name: null });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('Email is required');

    // Another creator's list is their own: the same address may be on it, and this one is invisible.
    const other = await signUp(t);
    await addSubscriber(other, 'fan.one@example.test');
    expect(
      (await other.client.get<{ subscribers: EmailSubscriber[] }>('/api/email/subscribers')).body
        .subscribers,
    ).toHaveLength(1);
    const theirs = await other.client.delete(`/api/email/subscribers/${added.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: 'Subscriber not found' });

    expect((await artist.client.delete(`/api/email/subscribers/${added.id}`)).status).toBe(200);
    expect(
      (await artist.client.get<{ subscribers: EmailSubscriber[] }>('/api/email/subscribers')).body
        .subscribers,
    ).toEqual([]);
  });

  it('shows which fans also follow the creator', async () => {
    const artist = await signUp(t);
    const fan = await signUp(t, { role: 'fan' });
    expect((await fan.client.post(`/api/users/${artist.user.id}/follow`)).status).toBeLessThan(300);
    await addSubscriber(artist, fan.email);
    const list = await artist.client.get<{ subscribers: EmailSubscriber[] }>(
      '/api/email/subscribers',
    );
    expect(list.body.subscribers[0].relations).toEqual(['follower']);
  });

  it('shows who is on the creator’s team in their fan record', async () => {
    const artist = await signUp(t);
    const member = await signUp(t, { role: 'fan' });
    const invited = await signUp(t, { role: 'fan' });
    const now = new Date().toISOString();
    await t.ctx.db
      .insertInto('team_members')
      .values([
        {
          creator_id: artist.user.id,
          fan_email: member.email.toLowerCase(),
          fan_id: member.user.id,
          status: 'active',
          invite_token_hash: `team-${member.user.id}`,
          invited_at: now,
          joined_at: now,
        },
        {
          creator_id: artist.user.id,
          fan_email: invited.email.toLowerCase(),
          fan_id: null,
          status: 'pending',
          invite_token_hash: `team-${invited.user.id}`,
          invited_at: now,
          joined_at: null,
        },
      ])
      .execute();
    await addSubscriber(artist, member.email);
    await addSubscriber(artist, invited.email);
    const list = await artist.client.get<{ subscribers: EmailSubscriber[] }>(
      '/api/email/subscribers',
    );
    const relationsOf = (email: string) =>
      list.body.subscribers.find((s) => s.email === email.toLowerCase())?.relations;
    expect(relationsOf(member.email)).toEqual(['team']);
    // An invitation not yet accepted is not membership.
    expect(relationsOf(invited.email)).toEqual([]);
  });

  it('lists a page at a time, newest first, with a cursor to the next page', async () => {
    const artist = await signUp(t);
    const emails = Array.from({ length: 5 }, (_, i) => `page-${i}@example.test`);
    for (const email of emails) await addSubscriber(artist, email);
    type Page = { subscribers: EmailSubscriber[]; nextCursor: string | null };
    const first = await artist.client.get<Page>('/api/email/subscribers?limit=2');
    expect(first.body.subscribers.map((s) => s.email)).toEqual([emails[4], emails[3]]);
    const seen = [...first.body.subscribers];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await artist.client.get<Page>(
        `/api/email/subscribers?limit=2&cursor=${encodeURIComponent(cursor)}`,
      );
      expect(next.status).toBe(200);
      seen.push(...next.body.subscribers);
      cursor = next.body.nextCursor;
    }
    expect(seen.map((s) => s.email)).toEqual([...emails].reverse());
    const forged = await artist.client.get('/api/email/subscribers?cursor=not-a-cursor');
    expect(forged.status).toBe(400);
    expect(forged.body.error).toContain('cursor');
    expect((await artist.client.get('/api/email/subscribers?limit=500')).status).toBe(400);
  });
});

describe('joining a list signed out (double opt-in)', () => {
  it('keeps the address pending until the e-mailed link is followed, with consent recorded', async () => {
    const artist = await signUp(t, { displayName: 'Nova' });
    const visitor = t.client('203.0.113.7');
    const joined = await visitor.post(`/api/email/join/${artist.user.id}`, {
      email: 'joiner@example.test',
      name: 'Joiner',
      phone: '+15551234567',
      sms_consent: true,
    });
    expect(joined.status).toBe(202);
    expect(joined.body.status).toBe('pending');

    const row = await t.ctx.db
      .selectFrom('tribe_subscribers')
      .selectAll()
      .where('email', '=', 'joiner@example.test')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', source: 'form', consent_ip: '203.0.113.7' });
    expect(row.sms_consent_at).not.toBeNull();

    const mail = await latestMailTo(t, 'joiner@example.test');
    expect(mail.subject).toBe('Confirm you want to hear from Nova');
    const token = /\/join\/confirm#token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
    expect(token).toBeTruthy();

    expect(
      (await visitor.post('/api/email/confirm', { token: 'not-a-real-token-at-all' })).status,
    ).toBe(404);
    const confirmed = await visitor.post('/api/email/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ creator_name: 'Nova', status: 'active' });
    const active = await t.ctx.db
      .selectFrom('tribe_subscribers')
      .select(['status', 'consent_at'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(active.status).toBe('active');
    expect(active.consent_at).not.toBeNull();
    // The link works once.
    expect((await visitor.post('/api/email/confirm', { token })).status).toBe(404);
  });

  it('refuses texts without a phone number and an unknown creator', async () => {
    const artist = await signUp(t);
    const noPhone = await t.client().post(`/api/email/join/${artist.user.id}`, {
      email: 'x@example.test',
      sms_consent: true,
    });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.error).toContain('phone');
    expect(
      (await t.client().post('/api/email/join/999999', { email: 'x@example.test' })).status,
    ).toBe(404);
  });
});

describe('templates', () => {
  it('sanitizes HTML and inlines CSS on save; another creator cannot see or change it', async () => {
    const artist = await signUp(t);
    const created = await artist.client.post<{ template: EmailTemplate }>('/api/email/templates', {
      name: 'Release',
      subject: 'New music from {{creator_name}}',
      html_content:
        '<style>p { color: #ff0000; }</style><p onclick="steal()">Hi {{name}}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="{{unsubscribe_url}}">Unsubscribe</a>',
      template_type: 'custom',
    });
    expect(created.status).toBe(201);
    const html = created.body.template.html_content;
    expect(html).toContain('<p style="color:#ff0000">');
    expect(html).toContain('Hi {{name}}');
    expect(html).toContain('href="{{unsubscribe_url}}"');
    expect(html).not.toMatch(/script|onclick|javascript:|<style/i);
    expect(created.body.template.template_type).toBe('custom');

    const other = await signUp(t);
    const id = created.body.template.id;
    expect(
      (await other.client.get<{ templates: EmailTemplate[] }>('/api/email/templates')).body
        .templates,
    ).toEqual([]);
    const put = await other.client.put(`/api/email/templates/${id}`, {
      name: 'Mine',
      subject: 'x',
      html_content: '<p>x</p>',
    });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ error: 'Template not found' });
    expect((await other.client.delete(`/api/email/templates/${id}`)).status).toBe(404);

    const edited = await artist.client.put<{ template: EmailTemplate }>(
      `/api/email/templates/${id}`,
      {
        name: 'Release 2',
        subject: 'Out now',
        html_content: '<p>Out now</p>',
      },
    );
    expect(edited.body.template).toMatchObject({
      name: 'Release 2',
      html_content: '<p>Out now</p>',
    });
    const blank = await artist.client.post('/api/email/templates', {
      name: 'x',
      subject: ' ',
      html_content: '<p>x</p>',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('Subject is required');
    expect((await artist.client.delete(`/api/email/templates/${id}`)).status).toBe(200);
  });

  it('sends a test e-mail through the mailer', async () => {
    const artist = await signUp(t);
    const reply = await artist.client.post('/api/email/test', {
      email: 'tester@example.test',
      subject: 'Hello',
      html_content: '<p>Test <b>body</b></p><script>x()</script>',
    });
    expect(reply.status).toBe(200);
    const mail = await latestMailTo(t, 'tester@example.test');
    expect(mail.subject).toBe('[Test] Hello');
    expect(mail.html_body).toBe('<p>Test <b>body</b></p>');
    expect(mail.text_body).toContain('Test body');
  });
});

describe('campaigns', () => {
  it('creates a draft, sends it once to the active list, and refuses a second send', async () => {
    const artist = await signUp(t);
    await addSubscriber(artist, 'c1@example.test', 'Ada');
    await addSubscriber(artist, 'c2@example.test');
    await t.client().post(`/api/email/join/${artist.user.id}`, { email: 'pending@example.test' });

    const campaign = await createCampaign(artist);
    expect(campaign).toMatchObject({
      status: 'draft',
      recipients: 0,
      open_rate: 0,
      click_rate: 0,
      channel: 'email',
    });
    expect(campaign.can).toEqual({ send: true, delete: true });

    const other = await signUp(t);
    const stranger = await other.client.post(`/api/campaigns/${campaign.id}/send`);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ error: 'Campaign not found' });
    expect(
      (await other.client.get<{ campaigns: Campaign[] }>('/api/campaigns')).body.campaigns,
    ).toEqual([]);

    const sent = await artist.client.post<{ recipients: number; campaign: Campaign }>(
      `/api/campaigns/${campaign.id}/send`,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.recipients).toBe(2);
    expect(sent.body.campaign.status).toBe('sending');
    // One delivery row per recipient exists before anything is sent.
    expect((await deliveriesOf(campaign.id)).map((row) => row.status)).toEqual([
      'queued',
      'queued',
    ]);

    const again = await artist.client.post(`/api/campaigns/${campaign.id}/send`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'This campaign has already been sent' });

    await t.runJobs();
    const [mail] = await outboxTo('c1@example.test');
    expect(mail.subject).toBe('New single out now');
    expect(mail.html_body).toContain('Hi Ada');
    expect(mail.text_body).toContain('Unsubscribe');
    expect(
      (await outboxTo('pending@example.test')).filter((m) => m.subject === 'New single out now'),
    ).toHaveLength(0);
    expect((await deliveriesOf(campaign.id)).every((row) => row.status === 'sent')).toBe(true);

    const list = await artist.client.get<{ campaigns: Campaign[] }>('/api/campaigns');
    expect(list.body.campaigns[0]).toMatchObject({ status: 'sent', recipients: 2, sent_count: 2 });
    expect(list.body.campaigns[0].sent_at).not.toBeNull();
    const deleted = await artist.client.delete(`/api/campaigns/${campaign.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body).toEqual({ error: 'Only draft campaigns can be deleted' });
  });

  it('creates a campaign from a template: its subject and HTML, merge tags filled', async () => {
    const artist = await signUp(t, { displayName: 'Nova' });
    await addSubscriber(artist, 'templated@example.test', 'Tem');
    const { template } = (
      await artist.client.post<{ template: EmailTemplate }>('/api/email/templates', {
        name: 'Release',
        subject: 'New music from {{creator_name}}',
        html_content: '<p>Hi {{name}}, out now.</p><a href="{{unsubscribe_url}}">Leave</a>',
        template_type: 'custom',
      })
    ).body;
    const other = await signUp(t);
    const foreign = await other.client.post('/api/campaigns', {
      title: 'x',
      content: 'x',
      template_id: template.id,
    });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    const campaign = await createCampaign(artist, { template_id: template.id });
    expect(campaign.template_id).toBe(template.id);
    await artist.client.post(`/api/campaigns/${campaign.id}/send`);
    await t.runJobs();
    const [mail] = await outboxTo('templated@example.test');
    expect(mail.subject).toBe('New music from Nova');
    expect(mail.html_body).toContain('Hi Tem, out now.');
    expect(mail.html_body).toContain('/unsubscribe/');
  });

  it('validates the form and deletes drafts', async () => {
    const artist = await signUp(t);
    const blank = await artist.client.post('/api/campaigns', { title: ' ', content: 'x' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('Title is required');
    const badChannel = await artist.client.post('/api/campaigns', {
      title: 'x',
      content: 'x',
      channel: 'fax',
    });
    expect(badChannel.status).toBe(400);
    const empty = await createCampaign(artist);
    const nobody = await artist.client.post(`/api/campaigns/${empty.id}/send`);
    expect(nobody.status).toBe(400);
    expect(nobody.body.error).toBe('There is nobody in this audience to send to yet');
    expect(
      (await artist.client.get<{ campaign: Campaign }>(`/api/campaigns/${empty.id}`)).body.campaign
        .status,
    ).toBe('draft');
    const other = await signUp(t);
    expect((await other.client.delete(`/api/campaigns/${empty.id}`)).status).toBe(404);
    expect((await artist.client.delete(`/api/campaigns/${empty.id}`)).status).toBe(200);
  });

  it('honours an unsubscribe signed out at once, also for a delivery still queued', async () => {
    const artist = await signUp(t);
    await addSubscriber(artist, 'stays@example.test');
    await addSubscriber(artist, 'leaves@example.test');
    const campaign = await createCampaign(artist);
    await artist.client.post(`/api/campaigns/${campaign.id}/send`);

    const token = await subscriberToken(artist.user.id, 'leaves@example.test');
    const scanner = await t.client().get(`/api/email/unsubscribe/${token}`);
    expect(scanner.status).toBe(303);
    expect(scanner.headers.location).toBe(`/unsubscribe/${token}`);
    // A GET changes nothing; the RFC 8058 one-click POST (a form body) does.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ unsubscribed: true });

    await t.runJobs();
    expect(await outboxTo('leaves@example.test')).toHaveLength(0);
    expect(await outboxTo('stays@example.test')).toHaveLength(1);
    const rows = await deliveriesOf(campaign.id);
    expect(rows.map((row) => [row.address, row.status])).toEqual([
      ['stays@example.test', 'sent'],
      ['leaves@example.test', 'skipped'],
    ]);
    const list = await artist.client.get<{ subscribers: EmailSubscriber[] }>(
      '/api/email/subscribers',
    );
    expect(list.body.subscribers.find((s) => s.email === 'leaves@example.test')?.status).toBe(
      'unsubscribed',
    );
    expect((await t.client().post('/api/email/unsubscribe/not-a-token-at-all')).status).toBe(404);
  });

  it('sends a tier campaign only to fans whose subscription lets them read the tier’s posts', async () => {
    const artist = await signUp(t);
    const { tier } = (
      await artist.client.post<{ tier: Tier }>('/api/storefront/tiers', {
        name: 'Inner Circle',
        price_cents: 500,
        features: ['Demos'],
      })
    ).body;
    const member = await signUp(t, { role: 'fan' });
    const outsider = await signUp(t, { role: 'fan' });
    const subscribed = await member.client.post('/api/subscriptions/create', {
      creator_id: artist.user.id,
      tier_id: tier.id,
      price_cents: 500,
    });
    expect(subscribed.status).toBe(201);
    await addSubscriber(artist, member.email);
    await addSubscriber(artist, outsider.email);

    const other = await signUp(t);
    const { tier: otherTier } = (
      await other.client.post<{ tier: Tier }>('/api/storefront/tiers', {
        name: 'X',
        price_cents: 300,
        features: [],
      })
    ).body;
    const foreign = await artist.client.post('/api/campaigns', {
      title: 'x',
      content: 'x',
      segment: 'tier',
      tier_id: otherTier.id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toContain('Choose one of your tiers');

    const campaign = await createCampaign(artist, {
      title: 'Members only demo',
      content: 'The paid demo is here',
      segment: 'tier',
      tier_id: tier.id,
    });
    const sent = await artist.client.post<{ recipients: number }>(
      `/api/campaigns/${campaign.id}/send`,
    );
    expect(sent.body.recipients).toBe(1);
    await t.runJobs();
    expect(
      (await outboxTo(member.email)).filter((m) => m.subject === 'Members only demo'),
    ).toHaveLength(1);
    expect(
      (await outboxTo(outsider.email)).filter((m) => m.subject === 'Members only demo'),
    ).toHaveLength(0);

    // When the paid period has ended, the fan is outside the tier as on the site.
    await t.ctx.db
      .updateTable('tier_subscriptions')
      .set({ current_period_end: '2020-01-01T00:00:00.000Z' })
      .where('subscriber_id', '=', member.user.id)
      .execute();
    const later = await createCampaign(artist, {
      title: 'Later',
      segment: 'tier',
      tier_id: tier.id,
    });
    const none = await artist.client.post(`/api/campaigns/${later.id}/send`);
    expect(none.status).toBe(400);
  });

  it('sends a followers campaign only to list members who follow the creator', async () => {
    const artist = await signUp(t);
    const follower = await signUp(t, { role: 'fan' });
    const stranger = await signUp(t, { role: 'fan' });
    await follower.client.post(`/api/users/${artist.user.id}/follow`);
    await addSubscriber(artist, follower.email);
    await addSubscriber(artist, stranger.email);
    const campaign = await createCampaign(artist, { title: 'For followers', segment: 'followers' });
    const sent = await artist.client.post<{ recipients: number }>(
      `/api/campaigns/${campaign.id}/send`,
    );
    expect(sent.body.recipients).toBe(1);
    expect((await deliveriesOf(campaign.id)).map((row) => row.address)).toEqual([
      follower.email.toLowerCase(),
    ]);
  });

  it('counts a person’s open and click once, machines apart, and reports analytics', async () => {
    const artist = await signUp(t);
    await addSubscriber(artist, 'reader@example.test', 'Reader');
    await addSubscriber(artist, 'scanner@example.test');
    const campaign = await createCampaign(artist);
    await artist.client.post(`/api/campaigns/${campaign.id}/send`);
    await t.runJobs();
    const [reader, scanned] = await deliveriesOf(campaign.id);
    const [mail] = await outboxTo('reader@example.test');
    expect(mail.html_body).toContain(`/api/t/o/${encodeURIComponent(reader.token)}.gif`);
    const link = new RegExp(`/api/t/c/${encodeURIComponent(reader.token).replace(/\./g, '\\.')}/0`);
    expect(mail.html_body).toMatch(link);

    // A scanner fetches within seconds of delivery: counted apart.
    const machine = await t.app.inject({
      method: 'GET',
      url: `/api/t/o/${encodeURIComponent(scanned.token)}.gif`,
      headers: { 'user-agent': 'Mozilla/5.0' },
    });
    expect(machine.headers['content-type']).toBe('image/gif');

    t.setNow(new Date(Date.now() + 60_000));
    try {
      const human = { 'user-agent': 'Mozilla/5.0 (Macintosh) Thunderbird/128.0' };
      for (let i = 0; i < 2; i += 1) {
        await t.app.inject({
          method: 'GET',
          url: `/api/t/o/${encodeURIComponent(reader.token)}.gif`,
          headers: human,
        });
      }
      const click = await t.app.inject({
        method: 'GET',
        url: `/api/t/c/${encodeURIComponent(reader.token)}/0`,
        headers: human,
      });
      expect(click.statusCode).toBe(302);
      expect(click.headers.location).toBe('https://example.com/listen');
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/t/c/${encodeURIComponent(reader.token)}/7`,
      });
      expect(bad.statusCode).toBe(404);

      const { campaign: stats } = (
        await artist.client.get<{ campaign: Campaign }>(`/api/campaigns/${campaign.id}`)
      ).body;
      expect(stats).toMatchObject({
        recipients: 2,
        open_rate: 50,
        click_rate: 50,
        machine_opens: 1,
      });

      const analytics = await artist.client.get<CampaignAnalytics>('/api/campaigns/analytics');
      expect(analytics.status).toBe(200);
      expect(analytics.body).toMatchObject({
        total_subscribers: 2,
        total_campaigns: 1,
        sent_campaigns: 1,
        avg_open_rate: 50,
        avg_click_rate: 50,
        total_emails_sent: 2,
        growth_rate: 100,
        machine_opens: 1,
      });
      expect(analytics.body.changes.total_subscribers).toBe(2);
      expect(analytics.body.list_growth.at(-1)?.subscribers).toBe(2);
      expect(analytics.body.engagement.reduce((sum, day) => sum + day.opens, 0)).toBe(1);
    } finally {
      t.setNow(null);
    }
  });

  it('leaves out tracking when the creator switches it off', async () => {
    const artist = await signUp(t);
    expect(
      (await artist.client.put('/api/email/preferences', { tracking_enabled: false })).body,
    ).toEqual({
      tracking_enabled: false,
    });
    await addSubscriber(artist, 'private@example.test');
    const campaign = await createCampaign(artist);
    await artist.client.post(`/api/campaigns/${campaign.id}/send`);
    await t.runJobs();
    const [mail] = await outboxTo('private@example.test');
    expect(mail.html_body).not.toContain('/api/t/');
    expect(mail.html_body).toContain('https://example.com/listen');
  });
});

describe('bounces', () => {
  it('marks hard bounces and complaints through the webhook, with its secret', async () => {
    const secured = await createTestApp({ EMAIL_WEBHOOK_SECRET: 'a-long-webhook-secret-1234' });
    try {
      const artist = await signUp(secured);
      await artist.client.post('/api/email/subscribers', {
        email: 'gone@example.test',
        name: null,
      });
      const anonymous = secured.client();
      expect(
        (
          await anonymous.post('/api/email/webhooks/bounce', {
            email: 'gone@example.test',
            type: 'hard',
          })
        ).status,
      ).toBe(401);
      const marked = await secured.app.inject({
        method: 'POST',
        url: '/api/email/webhooks/bounce',
        headers: { authorization: 'Bearer a-long-webhook-secret-1234' },
        payload: { email: 'gone@example.test', type: 'hard' },
      });
      expect(marked.json()).toEqual({ marked: 1 });
      const list = await artist.client.get<{ subscribers: EmailSubscriber[] }>(
        '/api/email/subscribers',
      );
      expect(list.body.subscribers[0].status).toBe('bounced');
    } finally {
      await secured.close();
    }
    expect(
      (
        await t
          .client()
          .post('/api/email/webhooks/bounce', { email: 'x@example.test', type: 'hard' })
      ).status,
    ).toBe(404);
    void createUser;
  });
});

describe('template sanitizing', () => {
  it(`neutralizes ${xssVectors.length} cross-site scripting vectors`, async () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(100);
    const artist = await signUp(t);
    for (const vector of xssVectors) {
      const reply = await artist.client.post<{ template: EmailTemplate }>('/api/email/templates', {
        name: 'Vector',
        subject: 'x',
        html_content: `<p>Before</p>${vector}<p>After</p>`,
      });
      // Either refused as empty, or saved without anything that runs.
      expect([201, 400], vector).toContain(reply.status);
      if (reply.status === 201) {
        expect(
          stillDangerous(reply.body.template.html_content),
          `${vector} → ${reply.body.template.html_content}`,
        ).toBeNull();
      }
    }
  });
});

describe('CSV import and export', () => {
  it('previews with a per-row report, imports, and never resubscribes who left', async () => {
    const artist = await signUp(t);
    await addSubscriber(artist, 'left@example.test');
    const token = await subscriberToken(artist.user.id, 'left@example.test');
    await t.client().post(`/api/email/unsubscribe/${token}`);
    await addSubscriber(artist, 'kept@example.test');

    const csv = [
      'Email,Name',
      'new.one@example.test,New One',
      'not-an-address,Broken',
      'LEFT@example.test,Came Back',
      'kept@example.test,Kept',
      'new.one@example.test,Twice',
    ].join('\n');
    const preview = await artist.client.post<ImportSubscribersReply>(
      '/api/email/subscribers/import',
      {
        csv,
        dry_run: true,
      },
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ dry_run: true, added: 1, invalid: 1, skipped: 3 });
    expect(preview.body.rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, 'added'],
      [3, 'invalid'],
      [4, 'suppressed'],
      [5, 'already_on_list'],
      [6, 'duplicate'],
    ]);
    expect(preview.body.rows[1].error).toContain('valid email');
    let list = await artist.client.get<{ subscribers: EmailSubscriber[] }>(
      '/api/email/subscribers',
    );
    expect(list.body.subscribers).toHaveLength(2);

    const imported = await artist.client.post<ImportSubscribersReply>(
      '/api/email/subscribers/import',
      {
        csv,
        dry_run: false,
      },
    );
    expect(imported.body.added).toBe(1);
    // The same file again adds nobody and leaves who unsubscribed unsubscribed.
    const again = await artist.client.post<ImportSubscribersReply>(
      '/api/email/subscribers/import',
      {
        csv,
        dry_run: false,
      },
    );
    expect(again.body.added).toBe(0);
    list = await artist.client.get<{ subscribers: EmailSubscriber[] }>('/api/email/subscribers');
    const byEmail = Object.fromEntries(list.body.subscribers.map((s) => [s.email, s]));
    expect(byEmail['left@example.test'].status).toBe('unsubscribed');
    expect(byEmail['new.one@example.test']).toMatchObject({
      status: 'active',
      source: 'import',
      name: 'New One',
    });

    const bad = await artist.client.post('/api/email/subscribers/import', {
      csv: 'name\nx',
      dry_run: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('email');

    const exported = await artist.client.get('/api/email/subscribers/export');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.text.split('\n')[0]).toBe(
      'email,name,phone,status,source,subscribed_at,consent_at,consent_source',
    );
    expect(exported.text).toContain('left@example.test,,,unsubscribed,manual');
    expect((await t.client().get('/api/email/subscribers/export')).status).toBe(401);
  });

  it('exports names a spreadsheet would run as formulas as plain text', async () => {
    const artist = await signUp(t);
    const names = ['=HYPERLINK("http://evil.test","x")', '+1+2', '-2+3', '@SUM(A1:A9)', 'Ada'];
    for (const [i, name] of names.entries()) {
      await addSubscriber(artist, `formula-${i}@example.test`, name);
    }
    const exported = await artist.client.get('/api/email/subscribers/export');
    const rows = parse(exported.text, { columns: true }) as { email: string; name: string }[];
    const nameOf = (i: number) => rows.find((row) => row.email.startsWith(`formula-${i}@`))?.name;
    expect(names.map((_, i) => nameOf(i))).toEqual([
      `'=HYPERLINK("http://evil.test","x")`,
      "'+1+2",
      "'-2+3",
      "'@SUM(A1:A9)",
      'Ada',
    ]);
  });
});

describe('browser push', () => {
  it('keeps one VAPID key, takes subscriptions signed out, and sends push campaigns to them', async () => {
    const artist = await signUp(t);
    const key = await t.client().get<{ public_key: string }>('/api/push/key');
    expect(key.body.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect((await t.client().get<{ public_key: string }>('/api/push/key')).body.public_key).toBe(
      key.body.public_key,
    );
    const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
    const insecure = await t.client().post(`/api/push/subscribe/${artist.user.id}`, {
      endpoint: 'http://push.example/x',
      keys,
    });
    expect(insecure.status).toBe(400);
    expect(
      (
        await t
          .client()
          .post('/api/push/subscribe/999999', { endpoint: 'https://127.0.0.1:9/x', keys })
      ).status,
    ).toBe(404);
    const subscribed = await t.client().post(`/api/push/subscribe/${artist.user.id}`, {
      endpoint: 'https://127.0.0.1:9/push/abc',
      keys,
    });
    expect(subscribed.status).toBe(201);

    const campaign = await createCampaign(artist, {
      channel: 'push',
      title: 'Live now',
      content: 'Tune in',
    });
    const sent = await artist.client.post<{ recipients: number }>(
      `/api/campaigns/${campaign.id}/send`,
    );
    expect(sent.body.recipients).toBe(1);
    await t.runJobs();
    // Nothing listens at that address: the delivery fails, once, and the campaign finishes.
    const [row] = await deliveriesOf(campaign.id);
    expect(row.status).toBe('failed');
    const done = (await artist.client.get<{ campaign: Campaign }>(`/api/campaigns/${campaign.id}`))
      .body.campaign;
    expect(done).toMatchObject({ status: 'sent', failed_count: 1 });
  });
});

describe('lapsed joins and scheduled campaigns', () => {
  it('forgets joins never confirmed, keeping who had left the list before suppressed', async () => {
    const artist = await signUp(t);
    await addSubscriber(artist, 'rejoins@example.test');
    const token = await subscriberToken(artist.user.id, 'rejoins@example.test');
    await t.client().post(`/api/email/unsubscribe/${token}`);
    await t.client().post(`/api/email/join/${artist.user.id}`, { email: 'rejoins@example.test' });
    await t.client().post(`/api/email/join/${artist.user.id}`, { email: 'never@example.test' });
    const statuses = async () =>
      Object.fromEntries(
        (
          await t.ctx.db
            .selectFrom('tribe_subscribers')
            .select(['email', 'status'])
            .where('creator_id', '=', artist.user.id)
            .execute()
        ).map((row) => [row.email, row.status]),
      );
    expect(await statuses()).toEqual({
      'rejoins@example.test': 'pending',
      'never@example.test': 'pending',
    });
    const lapsedJoins = expiringRows.find((rows) => rows.name === 'fan list joins never confirmed');
    await lapsedJoins?.forget(t.ctx.db, new Date(Date.now() + 8 * 86_400_000));
    expect(await statuses()).toEqual({ 'rejoins@example.test': 'unsubscribed' });
  });

  it('sends a scheduled campaign when its time comes, unless it was sent by hand first', async () => {
    const artist = await signUp(t);
    await addSubscriber(artist, 'later@example.test');
    const inPast = await artist.client.post('/api/campaigns', {
      title: 'x',
      content: 'x',
      scheduled_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(inPast.status).toBe(400);
    expect(inPast.body.error).toContain('future');
    const at = new Date(Date.now() + 3_600_000);
    const campaign = await createCampaign(artist, {
      title: 'Later news',
      scheduled_at: at.toISOString(),
    });
    expect(campaign).toMatchObject({ status: 'scheduled', can: { send: true, delete: true } });
    await t.runJobs();
    expect(await outboxTo('later@example.test')).toHaveLength(0);

    t.setNow(new Date(at.getTime() + 1000));
    try {
      await t.runJobs();
    } finally {
      t.setNow(null);
    }
    const mails = (await outboxTo('later@example.test')).filter(
      (mail) => mail.subject === 'Later news',
    );
    expect(mails).toHaveLength(1);
    const done = (await artist.client.get<{ campaign: Campaign }>(`/api/campaigns/${campaign.id}`))
      .body.campaign;
    expect(done).toMatchObject({ status: 'sent', recipients: 1 });
  });
});
