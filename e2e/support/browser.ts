import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, errors } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

let browser: Browser | null = null;
const contexts: BrowserContext[] = [];

/** A fresh browser context (its own cookies) on the shared Chromium. */
export async function openPage(viewport: keyof typeof viewports = 'desktop'): Promise<Page> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: viewports[viewport] });
  contexts.push(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  pageErrors.set(page, problems);
  return page;
}

const pageErrors = new WeakMap<Page, string[]>();

/** Uncaught errors the page threw; a test asserts there were none. */
export function errorsOf(page: Page): string[] {
  return pageErrors.get(page) ?? [];
}

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

const screenshotDir = path.resolve('e2e/screenshots');

/**
 * What the page shows, saved as e2e/screenshots/<name>.png for looking at; `fullPage: false`
 * for a full-screen modal, where the page behind it is not drawn.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  // A journey with two people has two windows; the one opened first is behind the other.
  await page.bringToFront();
  try {
    await page.screenshot({ path: file, fullPage, timeout: 15_000 });
  } catch (error) {
    // Once in CI a loaded Chromium never delivered the frame for a capture (after "fonts
    // loaded"); a second request gets a fresh one. A capture that fails twice fails the test.
    if (!(error instanceof errors.TimeoutError)) throw error;
    await page.screenshot({ path: file, fullPage, timeout: 15_000 });
  }
}

/** The same at desktop width, then at phone width, and back to desktop. */
export async function screenshotAtBothWidths(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  for (const size of ['desktop', 'phone'] as const) {
    await page.setViewportSize(viewports[size]);
    await screenshot(page, `${name}-${size}`, options);
  }
  await page.setViewportSize(viewports.desktop);
}

let sequence = 0;
export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}@e2e.test`;
}
