import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Campaign, CampaignAnalytics, EmailSubscriber } from '@contract/tribe';
import { callsTo, json, renderPage, serve } from '../../components/posts/test-kit';
import type { ApiCall } from '../../components/posts/test-kit';
import { bodyOf, premiumRoutes } from '../monetize/monetize-test-kit';
import { CrmPage } from './crm-page';
import { changeLabel } from './stat-cards';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const analytics: CampaignAnalytics = {
  total_subscribers: 1240,
  total_campaigns: 7,
  sent_campaigns: 6,
  avg_open_rate: 41.5,
  avg_click_rate: 6.2,
  growth_rate: 12.5,
  total_emails_sent: 5000,
  period_days: 30,
  changes: {
    total_subscribers: 138,
    total_campaigns: -1,
    avg_open_rate: 2.5,
    avg_click_rate: null,
  },
  machine_opens: 12,
  list_growth: [{ day: '2026-11-22', subscribers: 1240 }],
  engagement: [{ day: '2026-11-22', opens: 10, clicks: 2 }],
};

function makeCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 1,
    title: 'New single',
    content: 'Out now',
    channel: 'email',
    status: 'draft',
    created_at: new Date().toISOString(),
    sent_at: null,
    recipients: 0,
    open_rate: 0,
    click_rate: 0,
    segment: 'list',
    tier_id: null,
    template_id: null,
    scheduled_at: null,
    pause_reason: null,
    job_id: null,
    sent_count: 0,
    failed_count: 0,
    machine_opens: 0,
    can: { send: true, delete: true },
    ...overrides,
  };
}

const subscriber: EmailSubscriber = {
  id: 3,
  email: 'ada@example.test',
  name: 'Ada',
  phone: null,
  status: 'active',
  source: 'manual',
  subscribed_at: new Date().toISOString(),
  consent_at: null,
  sms_consent: false,
  relations: ['follower'],
};

const routes = {
  ...premiumRoutes,
  'GET /api/campaigns/analytics': analytics,
  'GET /api/email/templates': { templates: [] },
  'GET /api/storefront/tiers': { tiers: [] },
};

describe('changeLabel', () => {
  it('says the computed change, or that there is nothing to compare', () => {
    expect(changeLabel(138, 'count', 30)).toEqual({ text: '+138 in 30 days', tone: 'up' });
    expect(changeLabel(-2.5, 'points', 30)).toEqual({
      text: '−2.5 pts vs previous 30 days',
      tone: 'down',
    });
    expect(changeLabel(null, 'points', 30).text).toBe('Nothing earlier to compare');
  });
});

describe('Find Your Tribe', () => {
  it('shows the stat cards from the analytics, with computed changes', async () => {
    serve({ ...routes, 'GET /api/campaigns': { campaigns: [] } });
    renderPage(<CrmPage />);
    expect(await screen.findByText('1,240')).toBeTruthy();
    expect(screen.getByText('+138 in 30 days')).toBeTruthy();
    expect(screen.getByText('41.5%')).toBeTruthy();
    expect(screen.getByText('+2.5 pts vs previous 30 days')).toBeTruthy();
    expect(screen.getByText('No campaigns yet')).toBeTruthy();
  });

  it('shows the first 5 campaigns with a way to see all', async () => {
    const campaigns = Array.from({ length: 7 }, (_, i) =>
      makeCampaign({ id: i + 1, title: `Campaign ${i + 1}` }),
    );
    serve({ ...routes, 'GET /api/campaigns': { campaigns } });
    renderPage(<CrmPage />);
    expect(await screen.findByText('Campaign 5')).toBeTruthy();
    expect(screen.queryByText('Campaign 6')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show all 7 campaigns' }));
    expect(screen.getByText('Campaign 7')).toBeTruthy();
  });

  it('validates the create form, then creates the campaign', async () => {
    const api = serve({
      ...routes,
      'GET /api/campaigns': { campaigns: [] },
      'POST /api/campaigns': () => json(201, { campaign: makeCampaign() }),
    });
    renderPage(<CrmPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Launch Campaign/ }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Message content is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Campaign title'), { target: { value: 'Tour' } });
    fireEvent.change(screen.getByLabelText('Message content'), {
      target: { value: 'Dates are out' },
    });
    fireEvent.click(screen.getByLabelText('SMS'));
    fireEvent.click(screen.getByRole('button', { name: /Launch Campaign/ }));
    expect(await screen.findByText('Campaign created successfully!')).toBeTruthy();
    expect(bodyOf(callsTo(api, 'POST', '/api/campaigns')[0])).toMatchObject({
      title: 'Tour',
      content: 'Dates are out',
      channel: 'sms',
      segment: 'list',
    });
  });

  it('asks before sending, with the spec’s words, then says how many it went to', async () => {
    const api = serve({
      ...routes,
      'GET /api/campaigns': { campaigns: [makeCampaign()] },
      'POST /api/campaigns/1/send': {
        recipients: 1240,
        job_id: 9,
        campaign: makeCampaign({ status: 'sending', recipients: 1240, job_id: 9 }),
      },
    });
    renderPage(<CrmPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to send this campaign? This action cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Campaign sent to 1,240 subscribers!')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/campaigns/1/send')).toHaveLength(1);
  });

  it('shows sent figures and a paused campaign’s reason', async () => {
    serve({
      ...routes,
      'GET /api/campaigns': {
        campaigns: [
          makeCampaign({
            id: 1,
            status: 'sent',
            recipients: 200,
            open_rate: 40,
            click_rate: 5,
            can: { send: false, delete: false },
          }),
          makeCampaign({
            id: 2,
            title: 'Stuck',
            status: 'paused',
            pause_reason: 'Paused after 25 failures in a row: timeout',
          }),
        ],
      },
    });
    renderPage(<CrmPage />);
    expect(await screen.findByText('40%')).toBeTruthy();
    expect(screen.getByText('Paused after 25 failures in a row: timeout')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('lists subscribers with their status and adds one, showing a duplicate under the field', async () => {
    let added = false;
    serve({
      ...routes,
      'GET /api/campaigns': { campaigns: [] },
      'GET /api/email/subscribers': () =>
        json(200, { subscribers: added ? [subscriber] : [], nextCursor: null }),
      'POST /api/email/subscribers': (call: ApiCall) => {
        const body = call.body as { email: string };
        if (body.email === 'dup@example.test')
          return json(409, { error: 'This email is already on your list' });
        added = true;
        return json(201, { subscriber });
      },
    });
    renderPage(<CrmPage />);
    fireEvent.click(await screen.findByRole('tab', { name: /Email Management/ }));
    expect(await screen.findByText('No subscribers yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add Subscriber/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'dup@example.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Subscriber' }));
    expect(await within(dialog).findByText('This email is already on your list')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'ada@example.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Subscriber' }));
    expect(await screen.findByText('Subscriber added successfully')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('ada@example.test')).toBeTruthy());
    expect(screen.getByText('active')).toBeTruthy();
  });

  it('shows the list a page at a time, the next page on Load more', async () => {
    serve({
      ...routes,
      'GET /api/campaigns': { campaigns: [] },
      'GET /api/email/subscribers': { subscribers: [subscriber], nextCursor: 'page-2' },
      'GET /api/email/subscribers?cursor=page-2': {
        subscribers: [{ ...subscriber, id: 4, email: 'grace@example.test' }],
        nextCursor: null,
      },
    });
    renderPage(<CrmPage />);
    fireEvent.click(await screen.findByRole('tab', { name: /Email Management/ }));
    expect(await screen.findByText('ada@example.test')).toBeTruthy();
    expect(screen.queryByText('grace@example.test')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('grace@example.test')).toBeTruthy();
    expect(screen.getByText('ada@example.test')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });
});
