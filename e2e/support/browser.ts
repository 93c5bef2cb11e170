import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
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

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

let sequence = 0;
export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}@e2e.test`;
}
