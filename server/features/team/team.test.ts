import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TeamInvitation, TeamMember } from '../../../contract/team';
import type { VaultFile } from '../../../contract/vault';
import { hashToken } from '../../platform/auth/tokens';
import type { ApiClient } from '../../test/api-client';
import { signUp } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { startSmtpSink } from '../../test/smtp-sink';
import type { SmtpSink } from '../../test/smtp-sink';
import { uploadToVault } from '../vault/vault-upload.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type InviteReply = { member: TeamMember; delivery: 'queued' | 'outbox'; invite_url: string };
const DAY_MS = 24 * 60 * 60 * 1000;

async function invite(app: TestApp, creator: ApiClient, email: string) {
  const reply = await creator.post<InviteReply>('/api/team/invite', { email });
  if (reply.status !== 201) throw new Error(`invite failed: ${reply.status} ${reply.text}`);
  return reply.body;
}

/** The newest invitation e-mail to `to`, and the token its link carries. */
async function invitationMail(app: TestApp, to: string) {
  const message = await app.ctx.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /(https?:\/\/\S+\/team\/invite\/([\w-]+))/.exec(message.text_body);
  if (!link) throw new Error(`no invitation link in: ${message.text_body}`);
  return { message, link: link[1], token: link[2] };
}

async function uploadFile(creator: ApiClient, name: string) {
  const reply = await uploadToVault<{ file: VaultFile }>(creator, {
    filename: name,
    content: Buffer.from(`contents of ${name}`),
  });
  if (reply.status !== 201) throw new Error(`upload failed: ${reply.text}`);
  return reply.body.file;
}

async function expireTrial(userId: number) {
  await t.ctx.db
    .updateTable('users')
    .set({ created_at: '2020-01-01T00:00:00.000Z' })
    .where('id', '=', userId)
    .execute();
}

/** A creator, a fan with an account, and the fan's accepted membership. */
async function teamWithFan() {
  const creator = await signUp(t, { displayName: 'Nova Beats' });
  const fan = await signUp(t, { displayName: 'Fan Person' });
  const { member } = await invite(t, creator.client, fan.email);
  const { token } = await invitationMail(t, fan.email);
  const accepted = await fan.client.post(`/api/team/invitations/${token}/accept`);
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.text}`);
  return { creator, fan, member, token };
}

describe('inviting', () => {
  it('creates a pending member, stores only the token hash, and mails a working link', async () => {
    const creator = await signUp(t, { displayName: 'Nova Beats' });
    const reply = await creator.client.post<InviteReply>('/api/team/invite', {
      email: '  Fan.One@Example.TEST ',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      member: {
        id: expect.any(Number),
        fan_id: null,
        fan_email: 'fan.one@example.test',
        fan_name: null,
        status: 'pending',
        invited_at: expect.any(String),
        joined_at: null,
      },
      // No SMTP server is configured: the outbox holds the message.
      delivery: 'outbox',
      // ...and the creator gets the link to pass on themselves.
      invite_url: expect.stringMatching(/^http:\/\/localhost:3000\/team\/invite\/[\w-]+$/),
    });
    const { message, link, token } = await invitationMail(t, 'fan.one@example.test');
    expect(reply.body.invite_url).toBe(link);
    expect(message.subject).toBe('Nova Beats invited you to their team on Backline');
    expect(message.transport).toBe('outbox');
    // Outside production PUBLIC_URL defaults to this process's own address.
    expect(link).toBe(`http://localhost:3000/team/invite/${token}`);
    expect(message.html_body).toContain(`href="${link}"`);
    const row = await t.ctx.db
      .selectFrom('team_members')
      .select('invite_token_hash')
      .where('id', '=', reply.body.member.id)
      .executeTakeFirstOrThrow();
    expect(row.invite_token_hash).toBe(hashToken(token));
    expect(row.invite_token_hash).not.toContain(token);

    const invitation = await t
      .client()
      .get<{ invitation: TeamInvitation }>(`/api/team/invitations/${token}`);
    expect(invitation.status).toBe(200);
    expect(invitation.body.invitation).toEqual({
      creator_id: creator.user.id,
      creator_name: 'Nova Beats',
      fan_email: 'fan.one@example.test',
      status: 'pending',
    });
  });

  it('builds the link from PUBLIC_URL only, never from the request’s Host', async () => {
    const configured = await createTestApp({ PUBLIC_URL: 'https://backline.example/' });
    try {
      const creator = await signUp(configured);
      const reply = await creator.client.request('POST', '/api/team/invite', {
        json: { email: 'linked@example.test' },
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(reply.status).toBe(201);
      const { link, token, message } = await invitationMail(configured, 'linked@example.test');
      expect(link).toBe(`https://backline.example/team/invite/${token}`);
      expect(message.text_body).not.toContain('evil.example');
      expect(message.html_body).not.toContain('evil.example');
    } finally {
      await configured.close();
    }
  });

  it('keeps a display name that carries a link out of the subject and the text', async () => {
    const creator = await signUp(t, { displayName: 'Free beats at evil.example' });
    await invite(t, creator.client, 'careful.fan@example.test');
    const { message } = await invitationMail(t, 'careful.fan@example.test');
    expect(message.subject).toBe('A Backline creator invited you to their team on Backline');
    expect(message.text_body).not.toContain('evil.example');
    expect(message.html_body).not.toContain('evil.example');
  });

  it.each([
    ['no e-mail', {}],
    ['a blank e-mail', { email: '   ' }],
    ['a malformed e-mail', { email: 'not-an-email' }],
  ])('refuses %s with 400', async (_case, body) => {
    const creator = await signUp(t);
    const reply = await creator.client.post('/api/team/invite', body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/^email: /);
  });

  it('keeps no invitation when its e-mail cannot be written, so none is silently dropped', async () => {
    const creator = await signUp(t);
    const queue = vi
      .spyOn(t.ctx.mailer, 'queue')
      .mockRejectedValueOnce(new Error('the outbox is unavailable'));
    try {
      const reply = await creator.client.post('/api/team/invite', { email: 'atomic@example.test' });
      expect(reply.status).toBe(500);
      expect(reply.body).toEqual({ error: expect.any(String) });
    } finally {
      queue.mockRestore();
    }
    const members = await creator.client.get<{ members: TeamMember[] }>('/api/team/members');
    expect(members.body.members).toEqual([]);
    // Nothing half-done stands in the way of inviting the same address again.
    await invite(t, creator.client, 'atomic@example.test');
    expect((await invitationMail(t, 'atomic@example.test')).message.status).toBe('stored');
  });

  it('refuses inviting yourself (400) and the same address twice (409)', async () => {
    const creator = await signUp(t);
    const self = await creator.client.post('/api/team/invite', {
      email: creator.email.toUpperCase(),
    });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ error: 'You cannot invite yourself to your own team' });
    await invite(t, creator.client, 'twice@example.test');
    const again = await creator.client.post('/api/team/invite', { email: 'TWICE@example.test' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'twice@example.test has already been invited to your team',
    });
    // Another creator may invite the same person to their own team.
    const other = await signUp(t);
    expect(
      (await other.client.post('/api/team/invite', { email: 'twice@example.test' })).status,
    ).toBe(201);
  });

  it('renews an invitation that lapsed unanswered; the old link stops working', async () => {
    const creator = await signUp(t);
    const { member } = await invite(t, creator.client, 'late@example.test');
    const first = await invitationMail(t, 'late@example.test');
    await t.ctx.db
      .updateTable('team_members')
      .set({ invited_at: new Date(Date.now() - 15 * DAY_MS).toISOString() })
      .where('id', '=', member.id)
      .execute();
    expect((await t.client().get(`/api/team/invitations/${first.token}`)).status).toBe(404);
    const renewed = await creator.client.post<InviteReply>('/api/team/invite', {
      email: 'late@example.test',
    });
    expect(renewed.status).toBe(201);
    expect(renewed.body.member.id).toBe(member.id);
    const second = await invitationMail(t, 'late@example.test');
    expect(second.token).not.toBe(first.token);
    expect((await t.client().get(`/api/team/invitations/${second.token}`)).status).toBe(200);
    expect((await t.client().get(`/api/team/invitations/${first.token}`)).status).toBe(404);
  });

  it('needs sign-in and a live trial, beta or plan', async () => {
    const anonymous = t.client();
    expect((await anonymous.post('/api/team/invite', { email: 'x@example.test' })).status).toBe(
      401,
    );
    expect((await anonymous.get('/api/team/members')).status).toBe(401);
    expect((await anonymous.delete('/api/team/members/1')).status).toBe(401);
    const creator = await signUp(t);
    const { member } = await invite(t, creator.client, 'expired-trial@example.test');
    await expireTrial(creator.user.id);
    expect(
      (await creator.client.post('/api/team/invite', { email: 'y@example.test' })).status,
    ).toBe(403);
    expect((await creator.client.get('/api/team/members')).status).toBe(403);
    expect((await creator.client.delete(`/api/team/members/${member.id}`)).status).toBe(403);
  });
});

describe('accepting', () => {
  it('lets the invited account join, twice without harm, and lists the team with names', async () => {
    const creator = await signUp(t, { displayName: 'Nova Beats' });
    const fan = await signUp(t, { displayName: 'Fan Person' });
    const pendingFan = 'pending-fan@example.test';
    await invite(t, creator.client, pendingFan);
    await invite(t, creator.client, fan.email);
    const { token } = await invitationMail(t, fan.email);
    const accepted = await fan.client.post<{ invitation: TeamInvitation }>(
      `/api/team/invitations/${token}/accept`,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.invitation).toEqual({
      creator_id: creator.user.id,
      creator_name: 'Nova Beats',
      fan_email: fan.email,
      status: 'active',
    });
    const again = await fan.client.post(`/api/team/invitations/${token}/accept`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(accepted.body);

    const members = await creator.client.get<{ members: TeamMember[] }>('/api/team/members');
    expect(members.body.members).toEqual([
      {
        id: expect.any(Number),
        fan_id: fan.user.id,
        fan_email: fan.email,
        fan_name: 'Fan Person',
        status: 'active',
        invited_at: expect.any(String),
        joined_at: expect.any(String),
      },
      expect.objectContaining({
        fan_email: pendingFan,
        status: 'pending',
        fan_id: null,
        fan_name: null,
      }),
    ]);
    const teams = await fan.client.get('/api/team/memberships');
    expect(teams.body).toEqual({
      teams: [
        { creator_id: creator.user.id, creator_name: 'Nova Beats', joined_at: expect.any(String) },
      ],
    });
    expect((await t.client().get('/api/team/memberships')).status).toBe(401);
  });

  it('refuses another account with a message naming the invited address', async () => {
    const creator = await signUp(t);
    const intruder = await signUp(t);
    await invite(t, creator.client, 'invited@example.test');
    const { token } = await invitationMail(t, 'invited@example.test');
    const refused = await intruder.client.post(`/api/team/invitations/${token}/accept`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error:
        'This invitation is for invited@example.test. Sign in with that e-mail address to accept it.',
    });
    const own = await creator.client.post(`/api/team/invitations/${token}/accept`);
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ error: 'You cannot join your own team' });
    expect((await t.client().post(`/api/team/invitations/${token}/accept`)).status).toBe(401);
    const status = await t
      .client()
      .get<{ invitation: TeamInvitation }>(`/api/team/invitations/${token}`);
    expect(status.body.invitation.status).toBe('pending');
  });

  it('answers 404 for an unknown or expired invitation', async () => {
    const fan = await signUp(t);
    const unknown = 'x'.repeat(43);
    expect((await t.client().get(`/api/team/invitations/${unknown}`)).status).toBe(404);
    expect((await fan.client.post(`/api/team/invitations/${unknown}/accept`)).status).toBe(404);
    const creator = await signUp(t);
    await invite(t, creator.client, fan.email);
    const { token } = await invitationMail(t, fan.email);
    // Sent 15 days ago (the fan's session is today's: sessions live hours, not days).
    await t.ctx.db
      .updateTable('team_members')
      .set({ invited_at: new Date(Date.now() - 15 * DAY_MS).toISOString() })
      .where('invite_token_hash', '=', hashToken(token))
      .execute();
    const expired = await t.client().get(`/api/team/invitations/${token}`);
    expect(expired.status).toBe(404);
    expect(expired.body).toEqual({ error: 'This invitation does not exist or has expired' });
    expect((await fan.client.post(`/api/team/invitations/${token}/accept`)).status).toBe(404);
  });
});

describe('team access to the vault', () => {
  it('gives an accepted member downloads and the team vault, and takes them away on removal', async () => {
    const { creator, fan, member } = await teamWithFan();
    const file = await uploadFile(creator.client, 'stems.zip');
    // A team member needs no plan of their own to download what the creator shares.
    await expireTrial(fan.user.id);
    const download = await fan.client.get(`/api/vault/download/${file.id}`);
    expect(download.status).toBe(200);
    expect(download.text).toBe('contents of stems.zip');
    const vault = await fan.client.get(`/api/users/${creator.user.id}/team-vault`);
    expect(vault.body).toEqual({
      vault: {
        creator_id: creator.user.id,
        creator_name: 'Nova Beats',
        files: [{ ...file, download_count: 1 }],
      },
    });

    const removed = await creator.client.delete(`/api/team/members/${member.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });
    expect((await fan.client.get(`/api/vault/download/${file.id}`)).status).toBe(404);
    expect((await fan.client.get(`/api/users/${creator.user.id}/team-vault`)).body).toEqual({
      vault: null,
    });
    expect((await fan.client.get('/api/team/memberships')).body).toEqual({ teams: [] });
    expect(
      (await creator.client.get<{ members: TeamMember[] }>('/api/team/members')).body.members,
    ).toEqual([]);
  });

  it('gives a pending (not accepted) member nothing', async () => {
    const creator = await signUp(t);
    const fan = await signUp(t);
    await invite(t, creator.client, fan.email);
    const file = await uploadFile(creator.client, 'demo.wav');
    expect((await fan.client.get(`/api/vault/download/${file.id}`)).status).toBe(404);
    expect((await fan.client.get(`/api/users/${creator.user.id}/team-vault`)).body).toEqual({
      vault: null,
    });
  });

  it('keeps a member of one team out of another creator’s vault', async () => {
    const { fan } = await teamWithFan();
    const otherCreator = await signUp(t);
    const file = await uploadFile(otherCreator.client, 'private.txt');
    expect((await fan.client.get(`/api/vault/download/${file.id}`)).status).toBe(404);
  });

  it('removes only members of your own team', async () => {
    const { creator, member } = await teamWithFan();
    const other = await signUp(t);
    const refused = await other.client.delete(`/api/team/members/${member.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: 'Team member not found' });
    expect(
      (await creator.client.get<{ members: TeamMember[] }>('/api/team/members')).body.members,
    ).toHaveLength(1);
    expect((await creator.client.delete('/api/team/members/999999')).status).toBe(404);
  });
});

describe('delivery by SMTP', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp.close());

  function jobsFor(app: TestApp, outboxId: number) {
    return app.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('unique_key', '=', `mail:${outboxId}`)
      .execute();
  }

  it('writes the invite, its e-mail and one delivery job; the worker sends exactly one message', async () => {
    const mailing = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const creator = await signUp(mailing, { displayName: 'Nova Beats' });
      const reply = await invite(mailing, creator.client, 'smtp-fan@example.test');
      expect(reply).toMatchObject({ member: { status: 'pending' }, delivery: 'queued' });
      const { message, token } = await invitationMail(mailing, 'smtp-fan@example.test');
      expect(message).toMatchObject({ transport: 'smtp', status: 'queued' });
      expect(await jobsFor(mailing, message.id)).toMatchObject([
        { kind: 'mail.deliver', status: 'queued' },
      ]);

      await mailing.runJobs();
      const mails = smtp.received.filter((entry) => entry.to.includes('smtp-fan@example.test'));
      expect(mails).toHaveLength(1);
      expect(mails[0].raw).toContain('Subject: Nova Beats invited you to their team on Backline');
      // Quoted-printable may wrap the long link; unwrap soft line breaks before looking.
      expect(mails[0].raw.replace(/=\r?\n/g, '')).toContain(`/team/invite/${token}`);
      expect((await invitationMail(mailing, 'smtp-fan@example.test')).message.status).toBe('sent');
      await mailing.runJobs();
      expect(
        smtp.received.filter((entry) => entry.to.includes('smtp-fan@example.test')),
      ).toHaveLength(1);
    } finally {
      await mailing.close();
    }
  });

  it('keeps the invitation and retries its e-mail while SMTP fails', async () => {
    const failing = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const creator = await signUp(failing);
      const reply = await failing.client().post('/api/team/invite', {});
      expect(reply.status).toBe(401);
      const invited = await invite(failing, creator.client, 'unreachable@example.test');
      expect(invited).toMatchObject({ member: { status: 'pending' }, delivery: 'queued' });
      await failing.runJobs();
      const { message, token } = await invitationMail(failing, 'unreachable@example.test');
      expect(message.status).toBe('queued');
      expect(message.error).toMatch(/ECONNREFUSED/);
      expect(await jobsFor(failing, message.id)).toMatchObject([{ status: 'queued', attempts: 1 }]);
      expect((await failing.client().get(`/api/team/invitations/${token}`)).status).toBe(200);
    } finally {
      await failing.close();
    }
  });
});
