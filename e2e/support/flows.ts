import type { Page } from 'playwright-core';
import { linkIn, waitForMail } from './mail';

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
