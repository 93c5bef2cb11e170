import { describe, expect, it } from 'vitest';
import { isInvitationExpired } from './team.policy';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-01-20T12:00:00.000Z');
const invitation = {
  creator_id: 1,
  fan_email: 'fan@example.test',
  fan_id: null,
  status: 'pending',
  invited_at: new Date(now.getTime() - 13 * DAY_MS).toISOString(),
};

describe('isInvitationExpired', () => {
  it('keeps a pending invitation for 14 days', () => {
    expect(isInvitationExpired(invitation, now)).toBe(false);
    const old = { ...invitation, invited_at: new Date(now.getTime() - 15 * DAY_MS).toISOString() };
    expect(isInvitationExpired(old, now)).toBe(true);
  });

  it('never expires an accepted invitation', () => {
    const accepted = { ...invitation, status: 'active', invited_at: '2020-01-01T00:00:00.000Z' };
    expect(isInvitationExpired(accepted, now)).toBe(false);
  });
});
