/**
 * Real money, as far as a test can go: the app runs with PAYMENT_PROVIDER=stripe against the
 * fake Stripe server (server/test/fake-stripe.ts), whose Checkout and Express onboarding pages
 * send Stripe-signed webhooks. A creator sets up payouts, a fan subscribes and buys a post on
 * the Checkout page and gets access once the webhook lands, and the creator sees the sales
 * and refunds one: the fan's storefront offers the post for sale again.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FakeStripe } from '../../server/test/fake-stripe';
import { uniqueEmail, viewports } from '../support/browser';

const shots = '/tmp/issue-stripe-shots';
let stripe: FakeStripe;
let app: ChildProcess;
let dataDir: string;
let baseUrl: string;
let browser: Browser;
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

beforeAll(async () => {
  stripe = await FakeStripe.start();
  dataDir = mkdtempSync(path.join(tmpdir(), 'backline-e2e-stripe-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  stripe.webhookUrl = `${baseUrl}/api/payments/webhooks/stripe`;
  stripe.connectWebhookUrl = `${baseUrl}/api/payments/webhooks/stripe/connect`;
  app = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...stripe.env(),
      NODE_ENV: 'production',
      PUBLIC_URL: baseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: 'dist/e2e-web',
      DATABASE_URL: '',
      DEMO_DATA: 'false',
      JOB_POLL_INTERVAL_MS: '100',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  app.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`The app exited early:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`The app did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  browser = await chromium.connect(inject('wsEndpoint'));
  mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  app?.kill('SIGTERM');
  if (app) await new Promise((resolve) => app.once('exit', resolve));
  await stripe?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function openPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports.desktop });
  return context.newPage();
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(viewports.phone);
  await page.screenshot({ path: path.join(shots, `${name}-390.png`), fullPage: true });
  await page.setViewportSize(viewports.desktop);
}

function confirmationLink(email: string): string | null {
  const database = new Database(path.join(dataDir, 'backline.db'), { readonly: true });
  try {
    const row = database
      .prepare(
        'select text_body as text from outbox_messages where to_address = ? order by id desc limit 1',
      )
      .get(email.toLowerCase()) as { text: string } | undefined;
    return row?.text.match(/https?:\/\/\S+\/auth\/confirm\S*/)?.[0] ?? null;
  } finally {
    database.close();
  }
}

async function signUp(page: Page, name: string, role: 'Artist' | 'Fan') {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const password = 'a long enough password';
  await page.goto('/auth/redirect');
  await page.waitForURL(/\/auth\/local\?state=/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Display name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('I am a').selectOption({ label: role });
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  let link: string | null = null;
  for (let tries = 0; !link && tries < 50; tries += 1) {
    link = confirmationLink(email);
    if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!link) throw new Error(`no confirmation mail for ${email}`);
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Finish and sign in' }).click();
  await page.waitForURL('**/dashboard');
  const me = await page.request.get('/api/users/me');
  return ((await me.json()) as { id: number }).id;
}

/** Asks the API until `check` holds (the webhook's job runs in the app's worker). */
async function eventually(check: () => Promise<boolean>) {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('it did not happen in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('Stripe, through its Checkout page', () => {
  it('pays a creator who set up payouts, gives the fan access after the webhook, and lets the creator refund', async () => {
    const creator = await openPage();
    const creatorId = await signUp(creator, 'Nova Stripe', 'Artist');

    // Payouts first: until Stripe can pay the creator, nobody can buy.
    await creator.goto('/monetize?tab=storefront');
    await creator.getByText('Not set up').waitFor();
    await shoot(creator, 'payouts-not-set-up');
    await creator.getByRole('button', { name: 'Set up payouts' }).click();
    await creator.waitForURL(`${stripe.origin}/connect/**`);
    await creator.getByRole('button', { name: 'Finish onboarding' }).click();
    await creator.waitForURL('**/monetize?tab=storefront**');
    await creator.getByText('Ready to sell').waitFor();
    await shoot(creator, 'payouts-ready');

    const tier = await creator.request.post('/api/storefront/tiers', {
      data: { name: 'Inner Circle', price_cents: 500, features: ['Every demo first'] },
    });
    expect(tier.status()).toBe(201);
    const post = await creator.request.post('/api/posts', {
      data: {
        title: 'Night Drive stems',
        content: 'stems-night-drive.zip',
        visibility: 'ppv',
        price_cents: 900,
      },
    });
    expect(post.status()).toBe(201);
    const postId = ((await post.json()) as { post: { id: number } }).post.id;

    // The fan subscribes on Stripe's page and comes back to the storefront.
    const fan = await openPage();
    await signUp(fan, 'Iris Fan', 'Fan');
    await fan.goto(`/storefront/${creatorId}`);
    await fan.getByRole('button', { name: 'Subscribe Now' }).click();
    const subscribeDialog = fan.getByRole('dialog', { name: 'Subscribe to Inner Circle' });
    await subscribeDialog.getByText("You pay on Stripe's secure checkout page").waitFor();
    await subscribeDialog.getByRole('button', { name: 'Confirm' }).click();
    await fan.waitForURL(`${stripe.origin}/pay/**`);
    await fan.getByText('$5.00 per month').waitFor();
    await shoot(fan, 'fake-checkout');
    await fan.getByRole('button', { name: 'Pay $5.00' }).click();
    await fan.waitForURL(`${baseUrl}/storefront/${creatorId}**`);
    await fan.getByText('Payment received').waitFor();
    await eventually(async () => {
      const status = await fan.request.get(`/api/users/${creatorId}/subscription-status`);
      return ((await status.json()) as { subscription: unknown }).subscription !== null;
    });

    // Then buys the post the same way: it opens once Stripe confirms.
    await fan.goto(`/storefront/${creatorId}`);
    await fan.getByRole('button', { name: 'Buy Now' }).first().click();
    await fan
      .getByRole('dialog', { name: 'Buy this release' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await fan.waitForURL(`${stripe.origin}/pay/**`);
    await fan.getByRole('button', { name: 'Pay $9.00' }).click();
    await fan.waitForURL(`${baseUrl}/storefront/${creatorId}**`);
    await fan.getByText('Owned', { exact: true }).first().waitFor({ timeout: 20_000 });
    await shoot(fan, 'storefront-after-checkout');
    const locked = async () =>
      (
        (await (await fan.request.get(`/api/posts/${postId}`)).json()) as {
          post: { locked: boolean };
        }
      ).post.locked;
    expect(await locked()).toBe(false);

    // The fan manages the subscription and card in Stripe's portal, from their purchases.
    await fan.goto('/purchases');
    await fan.getByText('Inner Circle subscription').first().waitFor();
    await shoot(fan, 'purchases-manage-billing');
    await fan.getByRole('button', { name: 'Manage billing' }).click();
    await fan.waitForURL(`${stripe.origin}/portal/**`);

    // The creator sees both sales and refunds the post: the fan loses it.
    await creator.goto('/monetize?tab=storefront');
    const sales = creator.getByRole('listitem').filter({ hasText: 'Iris Fan' });
    // The sales list comes after the page, the session and its reads: on a busy CI machine with
    // three browsers running, more than the default 5 s.
    await expect.poll(() => sales.count(), { timeout: 20_000 }).toBe(2);
    await shoot(creator, 'sales');
    await sales
      .filter({ hasText: 'Pay-per-view' })
      .getByRole('button', { name: /Refund/ })
      .click();
    await creator
      .getByRole('dialog', { name: 'Refund this payment?' })
      .getByRole('button', { name: 'Refund' })
      .click();
    await creator.getByText('$9.00 back to Iris Fan.').waitFor();
    await sales.filter({ hasText: 'Pay-per-view' }).getByText('Refunded').waitFor();
    expect(stripe.refunds).toHaveLength(1);
    expect(await locked()).toBe(true);

    // The fan sees it too: the post is for sale again, no longer theirs.
    await fan.goto(`/storefront/${creatorId}`);
    await fan.getByRole('button', { name: 'Buy Now' }).first().waitFor();
    await expect.poll(() => fan.getByText('Owned', { exact: true }).count()).toBe(0);
    await shoot(fan, 'storefront-after-refund');
  });
});
