import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, openPage, screenshot, uniqueEmail } from '../support/browser';
import { signUpThroughScreens } from '../support/flows';

let folder: string;
const shots = '/tmp/issue-studio-shots';

/** Tiny media made by ffmpeg in the test itself. */
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'studio-e2e-'));
  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=3',
    path.join(folder, 'night-drive.mp3'),
  );
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=15:duration=2',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=2',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    path.join(folder, 'studio-clip.mp4'),
  );
  mkdirSync(shots, { recursive: true });
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function shoot(page: Page, name: string) {
  await screenshot(page, name);
  copyFileSync(path.resolve('e2e/screenshots', `${name}.png`), path.join(shots, `${name}.png`));
}

async function playerState(page: Page) {
  return page.getByTestId('player-state').textContent();
}

describe('Backline Studio', () => {
  it('filters trends, writes and saves a post, uploads and plays media, and renders an audiogram', async () => {
    const page = await openPage('desktop');
    await signUpThroughScreens(page, {
      displayName: 'Studio Sam',
      email: uniqueEmail('studio'),
      role: 'Artist',
    });
    await page.goto('/backline');
    await page.getByRole('heading', { name: 'Backline Studio', level: 1 }).waitFor();

    // Trends: the server filters by category, the search narrows here.
    const topics = page.getByRole('list', { name: 'Topics' });
    await topics.getByRole('listitem').first().waitFor();
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Music');
    await page.getByRole('searchbox', { name: 'Search topics' }).fill('bedroom');
    await expect.poll(() => topics.getByRole('listitem').count()).toBe(1);
    await topics.getByRole('button', { name: /Bedroom pop/ }).click();

    // Generate, see the score band with its factors, save.
    await page.getByLabel('Prompt').fill('my new single Neon Rain, out Friday');
    await page.getByRole('button', { name: 'Generate content' }).click();
    const result = page.getByRole('region', { name: 'Generated content' });
    await result.getByRole('list', { name: 'Score factors' }).waitFor();
    expect(await result.textContent()).toMatch(
      /High Viral Potential|Good Engagement|Needs Improvement/,
    );
    expect(await result.textContent()).toContain('#bedroompop');
    await result.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Content saved successfully!').waitFor();

    // Upload audio and video at once, each with its progress.
    await page
      .getByLabel('Upload audio, video or GIF files')
      .setInputFiles([path.join(folder, 'night-drive.mp3'), path.join(folder, 'studio-clip.mp4')]);
    await page.getByRole('list', { name: 'Uploads' }).waitFor();
    const library = page.getByRole('list', { name: 'Media library' });
    await library.getByText('night-drive.mp3').waitFor();
    await library.getByText('studio-clip.mp4').waitFor();
    await expect.poll(() => library.getByText('Reading…').count(), { timeout: 20_000 }).toBe(0);
    await library.locator('img').first().waitFor();

    // Play the video, then the audio.
    await library.getByRole('button', { name: /^studio-clip\.mp4/ }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => playerState(page), { timeout: 10_000 }).toBe('playing');
    await library.getByRole('button', { name: /^night-drive\.mp3/ }).click();
    await expect.poll(() => playerState(page), { timeout: 10_000 }).not.toBe('loading');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => playerState(page), { timeout: 10_000 }).toBe('playing');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();

    // Render an audiogram from the selected audio and play it.
    await page.getByLabel('Video title').fill('Neon Rain');
    await page.getByLabel('Sized for').selectOption('tiktok');
    await page
      .getByLabel('Cover (a video or GIF of yours)')
      .selectOption({ label: 'studio-clip.mp4' });
    await page
      .getByLabel('Lyric captions (one line each)')
      .fill('city lights in the rain\nwe drive all night');
    await page.getByRole('button', { name: 'Create video project' }).click();
    const projects = page.getByRole('list', { name: 'Video projects' });
    await projects.getByRole('button', { name: 'Render video' }).click();
    const preview = projects.getByLabel('Preview of Neon Rain');
    await preview.waitFor({ timeout: 30_000 });
    const played = await preview.evaluate(async (element) => {
      const video = element as HTMLVideoElement;
      video.muted = true;
      await video.play();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { time: video.currentTime, width: video.videoWidth, height: video.videoHeight };
    });
    expect(played.time).toBeGreaterThan(0);
    expect(played).toMatchObject({ width: 720, height: 1280 });
    await page.getByRole('button', { name: 'Show Concurrent Player' }).click();
    await page.getByRole('button', { name: 'Hide Concurrent Player' }).waitFor();
    await shoot(page, 'backline-studio-desktop');

    const phone = await openPage('phone');
    await signUpThroughScreens(phone, {
      displayName: 'Pocket Studio',
      email: uniqueEmail('pocket'),
      role: 'Artist',
    });
    await phone.goto('/backline');
    await phone.getByRole('list', { name: 'Topics' }).getByRole('listitem').first().waitFor();
    await phone.getByLabel('Prompt').fill('a thread about finishing songs');
    await phone.getByLabel('Platform', { exact: true }).selectOption('twitter');
    await phone.getByLabel('Content type').selectOption('thread');
    await phone.getByRole('button', { name: 'Generate content' }).click();
    await phone.getByRole('region', { name: 'Generated content' }).waitFor();
    await shoot(phone, 'backline-studio-phone');

    for (const tab of [page, phone]) expect(errorsOf(tab)).toEqual([]);
  }, 120_000);
});
