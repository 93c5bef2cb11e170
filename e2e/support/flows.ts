import type { Page } from 'playwright-core';

/** Creates an account through the real screens and lands on the dashboard. */
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
  await page
    .getByLabel('Password', { exact: true })
    .fill(person.password ?? 'a long enough password');
  if (person.role) await page.getByLabel('I am a').selectOption({ label: person.role });
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard');
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
