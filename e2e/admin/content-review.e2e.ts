/**
 * Content moderation in the browser: an administrator opens Content Review from the admin
 * console, filters, flags a reported post and deletes a D-Cypher launchpad, the post and a
 * Studio caption; the writer then finds each saying "Removed by a moderator". The content is made through the
 * API (setup); everything after is done on the screens.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorsOf, openPage, screenshotAtBothWidths, uniqueEmail } from '../support/browser';
import { signInThroughScreens, signUpThroughScreens } from '../support/flows';
import { lastMailId } from '../support/mail';

const ADMIN_EMAIL = 'admin@e2e.test';
const ADMIN_PASSWORD = 'a long enough password';
const REMOVED = 'Removed by a moderator';

/** The e2e app's administrator (ADMIN_EMAILS): created on first use, signed in after. */
async function signInAsAdmin(page: Page) {
  if (lastMailId(ADMIN_EMAIL) === 0) {
    await signUpThroughScreens(page, {
      displayName: 'Site Admin',
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      role: 'Fan',
    });
  } else {
    await signInThroughScreens(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  }
}

async function apiPost<T>(page: Page, url: string, data: unknown): Promise<T> {
  const reply = await page.request.post(url, { data });
  if (!reply.ok()) throw new Error(`${url}: ${reply.status()} ${await reply.text()}`);
  return (await reply.json()) as T;
}

describe('Content Review', () => {
  it('lets an administrator filter, flag and delete, and the writer sees what was removed', async () => {
    const tag = Date.now().toString(36);
    const theme = `moontide${tag}`;

    // Setup: a writer's launchpad, Studio caption and post; a fan reports the post.
    const writer = await openPage('desktop');
    await signUpThroughScreens(writer, {
      displayName: 'Mod Writer',
      email: uniqueEmail('mod-writer'),
      role: 'Artist',
    });
    const launchpad = await apiPost<{ id: number }>(writer, '/api/writers-block/launchpad', {
      type: 'LP1',
      theme,
    });
    await apiPost(writer, '/api/backline/generate', {
      prompt: `caption for ${theme}`,
      platform: 'instagram',
      content_type: 'caption',
      tone: 'engaging',
      include_hashtags: true,
      include_emojis: false,
    });
    const { post } = await apiPost<{ post: { id: number } }>(writer, '/api/posts', {
      title: `Shady offer ${tag}`,
      content: `Buy followers cheap ${'and more '.repeat(80)}`,
      visibility: 'public',
      price_cents: 0,
    });
    const fan = await openPage('phone');
    await signUpThroughScreens(fan, {
      displayName: 'Mod Fan',
      email: uniqueEmail('mod-fan'),
      role: 'Fan',
    });
    await apiPost(fan, `/api/posts/${post.id}/report`, { reason: 'Spam' });

    // The administrator opens Content Review from the console.
    const admin = await openPage('desktop');
    await signInAsAdmin(admin);
    await admin.goto('/admin');
    await admin.getByRole('button', { name: /content review|review content/i }).click();
    const modal = admin.getByRole('dialog', { name: 'Content Review' });
    const launchItem = modal.getByRole('article').filter({ hasText: `theme “${theme}”` });
    const postItem = modal.getByRole('article').filter({ hasText: `Shady offer ${tag}` });
    await launchItem.waitFor();
    await postItem.waitFor();
    await postItem.getByText('1 report').waitFor();
    // Long content is cut at 500 characters.
    const shown = await postItem.locator('p', { hasText: 'Buy followers cheap' }).textContent();
    expect(shown?.endsWith('…')).toBe(true);
    expect(shown?.length).toBe(501);
    await screenshotAtBothWidths(admin, 'content-review-all');

    // The filters.
    const filters = modal.getByRole('group', { name: 'Content type' });
    await filters.getByRole('button', { name: 'Backline Content' }).click();
    await modal
      .getByRole('article')
      .filter({ hasText: `caption for ${theme}` })
      .waitFor();
    await postItem.waitFor({ state: 'detached' });
    await filters.getByRole('button', { name: 'Reported' }).click();
    await postItem.waitFor();
    await screenshotAtBothWidths(admin, 'content-review-reported');

    // Flag the reported post: it is reviewed, so it leaves Reported.
    await postItem.getByRole('button', { name: 'Flag Content' }).click();
    await admin.getByText('Content flagged').waitFor();
    await postItem.waitFor({ state: 'detached' });
    await filters.getByRole('button', { name: 'All Content' }).click();
    await postItem.getByText('Flagged', { exact: true }).waitFor();
    await postItem.getByText('Flag reason: Admin review').waitFor();

    // Delete the launchpad, after the confirmation.
    await launchItem.getByRole('button', { name: 'Delete Content' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete content' });
    await confirm.getByText(REMOVED, { exact: false }).waitFor();
    await screenshotAtBothWidths(admin, 'content-review-confirm-delete');
    await confirm.getByRole('button', { name: 'Delete Content' }).click();
    await admin.getByText('Content deleted').first().waitFor();
    await launchItem.waitFor({ state: 'detached' });
    await confirm.waitFor({ state: 'detached' });

    // And the post.
    await postItem.getByRole('button', { name: 'Delete Content' }).click();
    await confirm.getByRole('button', { name: 'Delete Content' }).click();
    await postItem.waitFor({ state: 'detached' });
    await confirm.waitFor({ state: 'detached' });
    await screenshotAtBothWidths(admin, 'content-review-after');

    // And the Studio caption.
    const captionItem = modal.getByRole('article').filter({ hasText: `caption for ${theme}` });
    await captionItem.getByRole('button', { name: 'Delete Content' }).click();
    await confirm.getByRole('button', { name: 'Delete Content' }).click();
    await captionItem.waitFor({ state: 'detached' });

    // The writer: the post's page, their posts, their D-Cypher history.
    await writer.goto(`/post/${post.id}`);
    await writer.getByText(REMOVED).waitFor();
    await screenshotAtBothWidths(writer, 'removed-post-page');
    await writer.goto('/posts/mine');
    await writer.getByRole('article').filter({ hasText: REMOVED }).waitFor();
    await screenshotAtBothWidths(writer, 'removed-own-posts');
    await writer.goto('/writers-block');
    await writer
      .getByRole('region', { name: 'Recent generations' })
      .getByText(REMOVED)
      .first()
      .waitFor();
    await screenshotAtBothWidths(writer, 'removed-dcypher-history');
    await writer.goto('/backline');
    const studioHistory = writer.locator('section, div').filter({
      has: writer.getByRole('heading', { name: 'Your generations' }),
    });
    await studioHistory.getByText(REMOVED).first().waitFor();
    await writer.getByRole('heading', { name: 'Your generations' }).scrollIntoViewIfNeeded();
    await screenshotAtBothWidths(writer, 'removed-studio-history');
    const history = await writer.request.get(`/api/writers-block/generations/${launchpad.id}`);
    expect(((await history.json()) as { removed: boolean }).removed).toBe(true);

    // Anyone else: the post is simply not there.
    await fan.goto(`/post/${post.id}`);
    await fan.getByText('Post not found').first().waitFor();
    expect(await fan.getByText(REMOVED).count()).toBe(0);

    for (const page of [writer, fan, admin]) expect(errorsOf(page)).toEqual([]);
  }, 240_000);
});
