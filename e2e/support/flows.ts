import type { Page } from 'playwright-core';
import { lastMailId, linkIn, waitForMail } from './mail';

/**
 * Finishes a sign-up from its e-mail: opens the link of the confirmation in the outbox and
 * gives the password again, landing on the dashboard.
 */
export async function confirmSignUpThroughScreens(page: Page, email: string, password: string) {
  const mail = await waitForMail(email, { subject: 'Confirm your e-mail address for Backline' });
  await page.goto(linkIn(mail, '/auth/confirm'));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Finish and sign in' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * Creates an account through the real screens (sign up, then the e-mailed link) and lands on
 * the dashboard.
 */
export async function signUpThroughScreens(
  page: Page,
  person: {
    displayName: string;
    email: string;
    password?: string;
    role?: 'Artist' | 'Creator' | 'Producer' | 'Fan';
  },
): Promise<void> {
  await page.goto('/auth/redirect');
  await page.waitForURL(/\/auth\/local\?state=/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Display name').fill(person.displayName);
  await page.getByLabel('E-mail').fill(person.email);
  const password = person.password ?? 'a long enough password';
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (person.role) await page.getByLabel('I am a').selectOption({ label: person.role });
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  await confirmSignUpThroughScreens(page, person.email, password);
}

/** Signs in through the real screens with an existing account. */
export async function signInThroughScreens(
  page: Page,
  email: string,
  password = 'backline-demo',
): Promise<void> {
  await page.goto('/auth/redirect');
  await page.waitForURL(/\/auth\/local\?state=/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

/** The e2e app's administrator (global-setup's ADMIN_EMAILS) and the password its account gets. */
export const ADMIN_EMAIL = 'admin@e2e.test';
const ADMIN_PASSWORD = 'a long enough password';

/** A sign-in with the built-in provider through the API, in `page`'s browser: the code's address, or null. */
async function passwordSignIn(page: Page, email: string, password: string) {
  const start = await page.request.get('/api/oauth/local/redirect_url');
  const state = new URL(
    ((await start.json()) as { redirectUrl: string }).redirectUrl,
    'http://x',
  ).searchParams.get('state');
  const reply = await page.request.post('/api/auth/local/sign-in', {
    data: { email, password, state },
  });
  return reply.ok() ? ((await reply.json()) as { redirectUrl: string }).redirectUrl : null;
}

/**
 * Signs `page` in as the administrator, landing on the dashboard. The account is made the
 * first time any test file asks (several may ask at once, in any order), through the API and
 * the e-mailed link; a sign-up that finds the account already made signs in instead.
 */
export async function signInAsAdministrator(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const callback = await passwordSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    if (callback) {
      await page.goto(callback);
      await page.waitForURL('**/dashboard');
      return;
    }
    const before = lastMailId(ADMIN_EMAIL);
    const start = await page.request.get('/api/oauth/local/redirect_url');
    const state = new URL(
      ((await start.json()) as { redirectUrl: string }).redirectUrl,
      'http://x',
    ).searchParams.get('state');
    await page.request.post('/api/auth/local/sign-up', {
      data: {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
        display_name: 'Admin',
        role: 'artist',
        state,
      },
    });
    const mail = await waitForMail(ADMIN_EMAIL, {
      afterId: before,
      subject: /Confirm your e-mail address|already have a Backline account/,
    });
    if (!mail.subject.startsWith('Confirm')) continue;
    await page.goto(linkIn(mail, '/auth/confirm'));
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Finish and sign in' }).click();
    // The dashboard, or the page saying the account was made meanwhile (the losing wait is
    // left to time out quietly).
    const finished = await Promise.race([
      page.waitForURL('**/dashboard').then(
        () => true,
        () => false,
      ),
      page
        .getByRole('alert')
        .first()
        .waitFor()
        .then(
          () => false,
          () => false,
        ),
    ]);
    if (finished) return;
  }
  throw new Error('could not sign in as the administrator');
}
