/**
 * The platform settings do what the admin console says they do, at once: the app name names
 * the product in every e-mail (subject, sender, text), the max file size caps every upload,
 * and the limits (per person, sign-in, signed-out visitors) are the ones enforced.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitsSettings } from '../../../contract/settings';
import { SettingsLimits } from '../../../contract/limits';
import { uploadToVault } from '../../features/vault/vault-upload.fixtures';
import type { ApiClient } from '../../test/api-client';
import { latestMailTo, signUp, startLocalSignIn, TEST_PASSWORD } from '../../test/factories';
import type { SmtpSink } from '../../test/smtp-sink';
import { startSmtpSink } from '../../test/smtp-sink';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

const ADMIN = 'settings-effect@example.test';
const MB = 1024 * 1024;

let t: TestApp;
let smtp: SmtpSink;
let admin: ApiClient;
let folder: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ ADMIN_EMAILS: ADMIN, SMTP_URL: smtp.url });
  admin = (await signUp(t, { email: ADMIN })).client;
  folder = mkdtempSync(path.join(tmpdir(), 'settings-effect-'));
}, 60_000);

afterAll(async () => {
  await t.close();
  await smtp.close();
  rmSync(folder, { recursive: true, force: true });
});

async function setGeneral(settings: Record<string, unknown>) {
  const reply = await admin.put('/api/admin/settings', { category: 'general', settings });
  expect(reply.status).toBe(200);
}

async function setLimits(settings: Partial<LimitsSettings>) {
  const reply = await admin.put('/api/admin/settings', { category: 'limits', settings });
  expect(reply.status).toBe(200);
}

function newAddress(prefix: string) {
  return `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

describe('the app name', () => {
  it('names the product in every e-mail, the sender included', async () => {
    await setGeneral({ app_name: 'Night Shift' });
    try {
      const creator = await signUp(t, { displayName: 'Ren' });
      const mails: { to: string; subject: RegExp }[] = [];

      // Sign-up: the confirmation, then "you already have an account".
      const fresh = newAddress('fresh');
      const visitor = t.client();
      const signUpBody = { password: TEST_PASSWORD, display_name: 'Fay', role: 'fan' };
      expect(
        (
          await visitor.post('/api/auth/local/sign-up', {
            ...signUpBody,
            email: fresh,
            state: await startLocalSignIn(visitor),
          })
        ).status,
      ).toBe(202);
      mails.push({ to: fresh, subject: /^Confirm your e-mail address for Night Shift$/ });
      const known = await signUp(t);
      expect(
        (
          await visitor.post('/api/auth/local/sign-up', {
            ...signUpBody,
            email: known.email,
            state: await startLocalSignIn(visitor),
          })
        ).status,
      ).toBe(202);
      mails.push({ to: known.email, subject: /^You already have a Night Shift account$/ });

      // A reset link, then "your password was changed".
      const forgetful = await signUp(t);
      const reset = await t.client().post<{ message: string }>('/api/auth/password-reset', {
        email: forgetful.email,
      });
      expect(reset.body.message).toMatch(/has a Night Shift account/);
      const resetMail = await latestMailTo(t, forgetful.email);
      expect(resetMail.subject).toBe('Reset your Night Shift password');
      const changer = await signUp(t);
      const changed = await changer.client.put('/api/users/me/password', {
        current_password: changer.password,
        new_password: 'violet tractor harbour sings',
      });
      expect(changed.status).toBe(200);
      mails.push({ to: changer.email, subject: /^Your Night Shift password was changed$/ });

      // A team invitation and a fan list confirmation.
      const invitee = newAddress('invitee');
      expect((await creator.client.post('/api/team/invite', { email: invitee })).status).toBe(201);
      mails.push({ to: invitee, subject: /^Ren invited you to their team on Night Shift$/ });
      const fan = newAddress('fan');
      expect(
        (await t.client().post(`/api/email/join/${creator.user.id}`, { email: fan })).status,
      ).toBe(202);
      mails.push({ to: fan, subject: /^Confirm you want to hear from Ren$/ });

      for (const { to, subject } of mails) {
        const mail = await latestMailTo(t, to);
        expect(mail.subject, to).toMatch(subject);
        const whole = `${mail.subject}\n${mail.text_body}\n${mail.html_body ?? ''}`;
        expect(whole, to).toContain('Night Shift');
        expect(whole, to).not.toContain('Backline');
      }

      // Delivered by SMTP from the app name, at MAIL_FROM's address.
      const before = smtp.received.length;
      await t.runJobs();
      const delivered = await Promise.all(
        smtp.received.slice(before).map((raw) => simpleParser(raw.raw)),
      );
      expect(delivered.length).toBeGreaterThanOrEqual(mails.length);
      for (const mail of delivered) {
        expect(mail.from?.value).toEqual([
          { name: 'Night Shift', address: 'no-reply@backline.local' },
        ]);
      }
    } finally {
      await setGeneral({ app_name: 'Backline' });
    }
  });
});

describe('the max file size', () => {
  let creator: Awaited<ReturnType<typeof signUp>>;
  let mp3: Buffer;
  let png: Buffer;

  beforeAll(async () => {
    creator = await signUp(t, { role: 'artist' });
    const tone = path.join(folder, 'tone.mp3');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=1',
      '-q:a',
      '9',
      tone,
    ]);
    mp3 = readFileSync(tone);
    png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
  }, 30_000);

  function filePart(field: string, filename: string, type: string, content: Buffer) {
    const boundary = `----backline${Math.random().toString(36).slice(2)}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  it('refuses every kind of upload over it with 413 naming the limit, and keeps nothing', async () => {
    const { product } = (
      await creator.client.post<{ product: { id: number } }>('/api/merch/products', {
        name: 'Tour Tee',
        price_cents: 2500,
        variants: [{ name: 'M', inventory_count: 2 }],
      })
    ).body;
    const overOneMb = (content: Buffer) => Buffer.concat([content, Buffer.alloc(MB + 512 * 1024)]);
    await setGeneral({ max_file_size_mb: 1 });
    try {
      const vault = await uploadToVault(creator.client, {
        content: overOneMb(Buffer.from('notes')),
      });
      expect(vault.status).toBe(413);
      expect(vault.body.error).toBe('The file is larger than the limit of 1 MB');

      const avatar = await creator.client.request(
        'POST',
        '/api/users/me/avatar',
        filePart('file', 'me.png', 'image/png', overOneMb(png)),
      );
      expect(avatar.status).toBe(413);
      expect(avatar.body.error).toBe('The picture must be at most 1 MB');

      const image = await creator.client.request(
        'POST',
        `/api/merch/products/${product.id}/image`,
        filePart('file', 'tee.png', 'image/png', overOneMb(png)),
      );
      expect(image.status).toBe(413);
      expect(image.body.error).toBe('The product image must be at most 1 MB');

      const audio = await creator.client.request(
        'POST',
        '/api/backline/upload-audio',
        filePart('audio', 'long.mp3', 'audio/mpeg', overOneMb(mp3)),
      );
      expect(audio.status).toBe(413);
      expect(audio.body.error).toBe('The file is larger than the limit of 1 MB');

      const rows = Array.from({ length: 40_000 }, (_, i) => `fan${i}@example.test,Fan ${i}`);
      const csv = `email,name\n${rows.join('\n')}\n`;
      expect(Buffer.byteLength(csv)).toBeGreaterThan(MB);
      const imported = await creator.client.post('/api/email/subscribers/import', {
        csv,
        dry_run: true,
      });
      expect(imported.status).toBe(413);
      expect(imported.body.error).toBe('csv: The file is larger than the limit of 1 MB');

      const vaultList = await creator.client.get<{ files: unknown[] }>('/api/vault/files');
      expect(vaultList.body.files).toEqual([]);
      const media = await creator.client.get<{ media: unknown[] }>('/api/backline/media');
      expect(media.body.media).toEqual([]);
    } finally {
      await setGeneral({ max_file_size_mb: SettingsLimits.defaultMaxFileSizeMb });
    }
    // Under the default, the same picture is within the picture limit of 5 MB.
    const accepted = await creator.client.request(
      'POST',
      '/api/users/me/avatar',
      filePart('file', 'me.png', 'image/png', png),
    );
    expect(accepted.status).toBe(200);
    expect(
      (await uploadToVault(creator.client, { content: Buffer.alloc(MB + 512 * 1024, 65) })).status,
    ).toBe(201);
  });

  it('is what the upload forms are told', async () => {
    await setGeneral({ max_file_size_mb: 7 });
    try {
      const info = await creator.client.get('/api/backline/upload-audio');
      expect(info.body).toMatchObject({ max_file_size_mb: 7 });
      const vault = await creator.client.get('/api/vault/files');
      expect(vault.body).toMatchObject({ max_file_size_mb: 7 });
    } finally {
      await setGeneral({ max_file_size_mb: SettingsLimits.defaultMaxFileSizeMb });
    }
  });
});

describe('the limits', () => {
  const defaults = SettingsLimits.defaultLimits;

  async function signInFrom(client: ApiClient, email: string, password: string) {
    return client.post('/api/auth/local/sign-in', {
      email,
      password,
      state: await startLocalSignIn(client),
    });
  }

  it('lock out failed sign-ins at the counts set, per address and IP and per IP', async () => {
    const person = await signUp(t);
    await setLimits({ sign_in_failures_per_address_and_ip: 2, sign_in_failures_per_ip: 4 });
    try {
      const guesser = t.client('198.51.100.7');
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push((await signInFrom(guesser, person.email, 'not the password')).status);
      }
      expect(statuses).toEqual([401, 401, 429]);
      // Per IP: two more failures (other addresses) use up 4; the next is refused.
      expect((await signInFrom(guesser, newAddress('a'), 'nope nope nope')).status).toBe(401);
      expect((await signInFrom(guesser, newAddress('b'), 'nope nope nope')).status).toBe(401);
      expect((await signInFrom(guesser, newAddress('c'), 'nope nope nope')).status).toBe(429);
    } finally {
      await setLimits({
        sign_in_failures_per_address_and_ip: defaults.sign_in_failures_per_address_and_ip,
        sign_in_failures_per_ip: defaults.sign_in_failures_per_ip,
      });
    }
    // Raised again, the same network may try again at once.
    expect((await signInFrom(t.client('198.51.100.7'), person.email, person.password)).status).toBe(
      200,
    );
  });

  it('limit wrong current passwords per person', async () => {
    const person = await signUp(t);
    await setLimits({ password_checks_per_user: 1 });
    try {
      const wrong = {
        current_password: 'not my password',
        new_password: 'violet tractor harbour sings',
      };
      expect((await person.client.put('/api/users/me/password', wrong)).status).toBe(400);
      expect((await person.client.put('/api/users/me/password', wrong)).status).toBe(429);
    } finally {
      await setLimits({ password_checks_per_user: defaults.password_checks_per_user });
    }
  });

  it('limit what signed-out visitors may start or send per IP', async () => {
    const creator = await signUp(t);
    const post = await creator.client.post<{ post: { id: number } }>('/api/posts', {
      content: 'Out now',
      visibility: 'public',
      price_cents: 0,
    });
    expect(post.status).toBe(201);
    const postId = post.body.post.id;
    await setLimits({
      sign_in_starts_per_ip: 1,
      password_resets_per_ip: 1,
      list_joins_per_ip: 1,
      signed_out_views_per_ip: 1,
      signed_out_shares_per_ip: 1,
    });
    try {
      const visitor = t.client('198.51.100.99');
      const twice = async (send: () => Promise<{ status: number }>) => [
        (await send()).status,
        (await send()).status,
      ];
      expect(await twice(() => visitor.get('/api/oauth/local/redirect_url'))).toEqual([200, 429]);
      expect(
        await twice(() => visitor.post('/api/auth/password-reset', { email: newAddress('r') })),
      ).toEqual([202, 429]);
      expect(
        await twice(() =>
          visitor.post(`/api/email/join/${creator.user.id}`, { email: newAddress('j') }),
        ),
      ).toEqual([202, 429]);
      expect(await twice(() => visitor.post(`/api/posts/${postId}/view`))).toEqual([200, 429]);
      expect(await twice(() => visitor.post(`/api/posts/${postId}/share`))).toEqual([200, 429]);
    } finally {
      await setLimits({
        sign_in_starts_per_ip: defaults.sign_in_starts_per_ip,
        password_resets_per_ip: defaults.password_resets_per_ip,
        list_joins_per_ip: defaults.list_joins_per_ip,
        signed_out_views_per_ip: defaults.signed_out_views_per_ip,
        signed_out_shares_per_ip: defaults.signed_out_shares_per_ip,
      });
    }
  });

  it('limit sign-ups per IP, and account e-mails per address (silently)', async () => {
    // Signing up sent this address its one e-mail of the hour.
    const known = await signUp(t);
    await setLimits({ sign_ups_per_ip: 1, account_emails_per_address: 1 });
    try {
      const visitor = t.client('198.51.100.150');
      const body = (email: string) => ({
        email,
        password: TEST_PASSWORD,
        display_name: 'Sol',
        role: 'fan',
      });
      const first = newAddress('first');
      expect(
        (
          await visitor.post('/api/auth/local/sign-up', {
            ...body(first),
            state: await startLocalSignIn(visitor),
          })
        ).status,
      ).toBe(202);
      const second = await t.client('198.51.100.150').post('/api/auth/local/sign-up', {
        ...body(newAddress('second')),
        state: await startLocalSignIn(t.client()),
      });
      expect(second.status).toBe(429);
      // One account e-mail per address an hour: a reset is answered, and not sent.
      const mailsTo = async (email: string) =>
        (
          await t.ctx.db
            .selectFrom('outbox_messages')
            .select('id')
            .where('to_address', '=', email)
            .execute()
        ).length;
      const before = await mailsTo(known.email);
      expect(
        (await t.client().post('/api/auth/password-reset', { email: known.email })).status,
      ).toBe(202);
      expect(await mailsTo(known.email)).toBe(before);
    } finally {
      await setLimits({
        sign_ups_per_ip: defaults.sign_ups_per_ip,
        account_emails_per_address: defaults.account_emails_per_address,
      });
    }
  });
});
