import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, openPage, screenshot } from '../support/browser';
import { signInThroughScreens, signUpThroughScreens } from '../support/flows';

// An administrator of its own (global-setup's ADMIN_EMAILS), so no other test's sign-up of
// admin@e2e.test collides with this one.
const ADMIN = 'diagnostics-admin@e2e.test';
const PASSWORD = 'a long enough password';

let folder: string;
let song: string;

/** A real audio file made by ffmpeg, large enough that a throttled upload shows its progress. */
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'diagnostics-e2e-'));
  song = path.join(folder, 'diagnostic-tone.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=duration=8', song]);
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * Opens the Diagnostics modal from the admin console: the panel shows once its quick action
 * (the only button naming diagnostics on the page) is pressed.
 */
async function openDiagnostics(page: Page) {
  await page.goto('/admin');
  await page
    .getByRole('button', { name: /diagnostics/i })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Audio/Visual Diagnostics' }).waitFor();
  await page.getByTestId('av-diagnostics').waitFor();
}

/** Screenshots of the whole modal, one per screenful, as it scrolls inside the viewport. */
async function screenshotModal(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  const { scrollHeight, clientHeight } = await dialog.evaluate((element) => ({
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
  }));
  for (let part = 0; part * clientHeight < scrollHeight; part += 1) {
    await dialog.evaluate((element, top) => element.scrollTo({ top }), part * clientHeight);
    await screenshot(page, `${name}-${part + 1}`);
  }
}

function tool(page: Page, name: string) {
  return page.getByRole('region', { name });
}

function log(page: Page) {
  return page.getByRole('log');
}

describe('Admin diagnostics', () => {
  it('runs the full A/V diagnostic, a test upload with real progress, and every storage tool', async () => {
    const page = await openPage('desktop');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpThroughScreens(page, { displayName: 'Diagnostics Admin', email: ADMIN });
    await openDiagnostics(page);

    // The browser's checks ran on opening.
    const checks = page.getByRole('list', { name: 'System health checks' });
    await expect.poll(() => checks.getByText('good').count()).toBe(4);

    // Full diagnostic: the log starts over, three endpoints are tested a second apart.
    await page.getByRole('button', { name: 'Run Full Diagnostic' }).click();
    await log(page)
      .getByText(/Full diagnostic finished/)
      .waitFor({ timeout: 20_000 });
    const logText = (await log(page).textContent()) ?? '';
    expect(logText).toContain('[INFO] Full diagnostic started');
    for (const endpoint of [
      '/api/backline/upload-audio',
      '/api/backline/upload-video',
      '/api/health',
    ]) {
      expect(logText).toContain(`${endpoint} answered HTTP 200`);
    }
    expect(logText).toContain('every endpoint answered');
    const results = page.getByRole('list', { name: 'Endpoint results' });
    expect(await results.getByRole('listitem').count()).toBe(3);

    // The endpoint tester refuses an empty URL in the spec's words.
    const url = page.getByLabel('Endpoint URL');
    await url.fill('');
    await page.getByRole('button', { name: 'Test Endpoint' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter an endpoint URL' }).waitFor();
    await url.fill('/api/does-not-exist');
    await page.getByRole('button', { name: 'Test Endpoint' }).click();
    await results.getByText('Endpoint Error').waitFor();

    // A test upload through the real endpoint with real progress (the upload is throttled so
    // the bar can be seen moving).
    await page.getByLabel('Test file (audio or video)').setInputFiles(song);
    await page.getByLabel('File info').waitFor();
    expect(await page.getByLabel('File info').textContent()).toContain('diagnostic-tone.wav');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 120 * 1024,
    });
    await page.getByRole('button', { name: 'Test Upload' }).click();
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await expect
      .poll(async () => Number((await progress.getAttribute('aria-valuenow')) ?? 0), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await screenshot(page, 'admin-diagnostics-upload-progress-desktop');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await log(page)
      .getByText(/Upload successful: diagnostic-tone\.wav/)
      .waitFor({ timeout: 30_000 });
    await log(page).getByText('Test file removed from the server').waitFor();
    expect(await log(page).textContent()).toMatch(/ffprobe read it: pcm_s16le, 8 s/);

    // Clear Log empties the panel.
    await page.getByRole('button', { name: 'Clear Log' }).click();
    await log(page).getByText('No entries yet').waitFor();

    // Storage tools, top to bottom.
    const connection = tool(page, 'Connection tester');
    await connection.getByRole('button', { name: 'Run connection test' }).click();
    await connection.getByText('Overall: healthy').waitFor({ timeout: 20_000 });

    const debuggerTool = tool(page, 'Upload debugger');
    await debuggerTool.getByRole('button', { name: 'Run upload test' }).click();
    await debuggerTool.getByText('done', { exact: true }).waitFor({ timeout: 20_000 });
    const debugSteps = debuggerTool.getByRole('list', { name: 'Upload debugger steps' });
    expect(await debugSteps.getByText('Success').count()).toBe(3);
    expect(await debugSteps.textContent()).toContain('every byte');

    const speed = tool(page, 'Transfer speed');
    await speed.getByRole('button', { name: 'Measure speed' }).click();
    await speed.getByLabel('Transfer speed').waitFor({ timeout: 30_000 });
    expect(await speed.getByLabel('Transfer speed').textContent()).toMatch(/\/s/);

    const cors = tool(page, 'CORS policy diagnostic');
    await cors.getByRole('button', { name: 'Test CORS' }).click();
    await cors.getByText('Overall: healthy').waitFor({ timeout: 20_000 });
    expect(await cors.textContent()).toContain('CORS does not apply');
    await cors.getByRole('button', { name: 'Copy the CORS policy' }).click();
    await cors.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toEqual([
      expect.objectContaining({ AllowedOrigins: ['*'], AllowedMethods: ['GET', 'HEAD'] }),
    ]);

    const comprehensive = tool(page, 'Comprehensive storage diagnostic');
    await comprehensive.getByRole('button', { name: 'Run storage diagnostic' }).click();
    await comprehensive
      .getByLabel('Storage diagnostic', { exact: true })
      .waitFor({ timeout: 20_000 });
    expect(await comprehensive.getByText('Yes').count()).toBe(3);

    const guide = tool(page, 'Storage setup guide');
    await guide.getByText('Local disk').first().waitFor();
    expect(await guide.textContent()).toContain('S3_SECRET_ACCESS_KEY');

    const basic = tool(page, 'Basic storage diagnostic');
    await basic.getByTestId('storage-verdict').filter({ hasText: 'Working' }).waitFor();

    // Nothing the tests uploaded landed in the library.
    const media = await page.request.get('/api/backline/media');
    expect(((await media.json()) as { media: unknown[] }).media).toEqual([]);

    await screenshotModal(page, 'admin-diagnostics-desktop');
    expect(errorsOf(page)).toEqual([]);
  });

  it('fits a phone', async () => {
    const page = await openPage('phone');
    await signInThroughScreens(page, ADMIN, PASSWORD);
    await openDiagnostics(page);
    await page.getByRole('button', { name: 'Run Full Diagnostic' }).click();
    await log(page)
      .getByText(/Full diagnostic finished/)
      .waitFor({ timeout: 20_000 });
    const connection = tool(page, 'Connection tester');
    await connection.getByRole('button', { name: 'Run connection test' }).click();
    await connection.getByText('Overall: healthy').waitFor({ timeout: 20_000 });
    const debuggerTool = tool(page, 'Upload debugger');
    await debuggerTool.getByRole('button', { name: 'Run upload test' }).click();
    await debuggerTool.getByText('done', { exact: true }).waitFor({ timeout: 20_000 });
    const cors = tool(page, 'CORS policy diagnostic');
    await cors.getByRole('button', { name: 'Test CORS' }).click();
    await cors.getByText('Overall: healthy').waitFor({ timeout: 20_000 });
    await tool(page, 'Basic storage diagnostic').getByTestId('storage-verdict').waitFor();
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]');
      return dialog ? dialog.scrollWidth - dialog.clientWidth : -1;
    });
    expect(overflow).toBe(0);
    await screenshotModal(page, 'admin-diagnostics-phone');
    expect(errorsOf(page)).toEqual([]);
  });
});
