import { describe, expect, it } from 'vitest';
import type { Actor } from './platform/access/actor';
import type { Action, ThingOf } from './policies';
import { actions, authorize, can } from './policies';
import { HANDSHAKE_REFUSED } from './features/social/social.policy';
import {
  ADMIN_ONLY,
  SELF_DEMOTION_REFUSED,
  SELF_SUSPENSION_REFUSED,
} from './features/admin/admin.policy';

const person = (id: number, overrides: Partial<Actor> = {}): Actor => ({
  id,
  email: `person${id}@example.test`,
  role: 'artist',
  status: 'active',
  isAdmin: false,
  ...overrides,
});
const owner = person(1);
const stranger = person(2);
const admin = person(3, { isAdmin: true, role: 'admin' });
const otherAdmin = person(4, { isAdmin: true, role: 'artist' });

interface Case<A extends Action> {
  thing: ThingOf<A>;
  allowed: Actor[];
  refused: { actor: Actor; status: number; message: string }[];
}
type Cases = { [A in Action]: Case<A> };

const invitation = {
  creator_id: 1,
  fan_email: 'person2@example.test',
  fan_id: null,
  status: 'pending',
  invited_at: '2026-01-01T00:00:00.000Z',
};

/** Every rule of the registry, with who passes it and how everyone else is refused. */
const cases: Cases = {
  'post.edit': {
    thing: { creator_id: 1 },
    allowed: [owner],
    refused: [
      { actor: stranger, status: 403, message: 'Only the creator can edit this post' },
      { actor: admin, status: 403, message: 'Only the creator can edit this post' },
    ],
  },
  'post.delete': {
    thing: { creator_id: 1 },
    allowed: [owner, admin],
    refused: [{ actor: stranger, status: 403, message: 'Only the creator can delete this post' }],
  },
  'post.hide': {
    thing: { creator_id: 1 },
    allowed: [owner],
    refused: [
      { actor: stranger, status: 403, message: 'Only the creator can hide or show this post' },
      { actor: admin, status: 403, message: 'Only the creator can hide or show this post' },
    ],
  },
  'post.buy': {
    thing: { creator_id: 1 },
    allowed: [stranger],
    refused: [{ actor: owner, status: 403, message: 'This is your own post' }],
  },
  'comment.delete': {
    thing: { comment: { author_id: 2 }, post: { creator_id: 1 } },
    allowed: [stranger, owner, admin],
    refused: [{ actor: person(4), status: 403, message: 'You can only delete your own comments' }],
  },
  'person.follow': {
    thing: { id: 2 },
    allowed: [owner],
    refused: [{ actor: stranger, status: 400, message: 'You cannot follow yourself' }],
  },
  'vaultFile.manage': {
    thing: { owner_id: 1 },
    allowed: [owner],
    refused: [
      { actor: stranger, status: 404, message: 'File not found' },
      { actor: admin, status: 404, message: 'File not found' },
    ],
  },
  'vaultFile.download': {
    thing: { file: { owner_id: 1 }, onTeam: false },
    allowed: [owner],
    refused: [{ actor: stranger, status: 404, message: 'File not found' }],
  },
  'teamVault.view': {
    thing: { creatorId: 1, onTeam: false },
    allowed: [owner],
    refused: [{ actor: stranger, status: 404, message: 'File not found' }],
  },
  'invitation.accept': {
    thing: invitation,
    allowed: [stranger],
    refused: [
      { actor: owner, status: 403, message: 'You cannot join your own team' },
      {
        actor: person(4),
        status: 403,
        message:
          'This invitation is for person2@example.test. Sign in with that e-mail address to accept it.',
      },
    ],
  },
  'invitation.respond': {
    thing: invitation,
    allowed: [stranger, person(2, { email: 'Person2@Example.TEST' })],
    refused: [
      { actor: owner, status: 404, message: 'Invitation not found' },
      { actor: person(4), status: 404, message: 'Invitation not found' },
    ],
  },
  'teamMember.remove': {
    thing: { creator_id: 1 },
    allowed: [owner],
    refused: [{ actor: stranger, status: 404, message: 'Team member not found' }],
  },
  'subscriber.manage': {
    thing: { creator_id: 1 },
    allowed: [owner],
    refused: [
      { actor: stranger, status: 404, message: 'Subscriber not found' },
      { actor: admin, status: 404, message: 'Subscriber not found' },
    ],
  },
  'template.manage': {
    thing: { creator_id: 1 },
    allowed: [owner],
    refused: [{ actor: stranger, status: 404, message: 'Template not found' }],
  },
  'campaign.manage': {
    thing: { creator_id: 1 },
    allowed: [owner],
    refused: [{ actor: stranger, status: 404, message: 'Campaign not found' }],
  },
  'campaign.send': {
    thing: { creator_id: 1, status: 'draft' },
    allowed: [owner],
    refused: [{ actor: stranger, status: 404, message: 'Campaign not found' }],
  },
  'campaign.delete': {
    thing: { creator_id: 1, status: 'sent' },
    allowed: [],
    refused: [
      { actor: owner, status: 409, message: 'Only draft campaigns can be deleted' },
      { actor: stranger, status: 404, message: 'Campaign not found' },
    ],
  },
  'product.manage': {
    thing: { creator_id: 1 },
    allowed: [owner],
    refused: [{ actor: stranger, status: 404, message: 'Product not found' }],
  },
  'product.buy': {
    thing: { creator_id: 1 },
    allowed: [stranger],
    refused: [{ actor: owner, status: 403, message: 'This is your own product' }],
  },
  'payment.refund': {
    thing: { payee_id: 1 },
    allowed: [owner, admin],
    refused: [{ actor: stranger, status: 404, message: 'Payment not found' }],
  },
  'order.manage': {
    thing: { creator_id: 1 },
    allowed: [owner],
    refused: [
      { actor: stranger, status: 404, message: 'Order not found' },
      { actor: admin, status: 404, message: 'Order not found' },
    ],
  },
  'tier.manage': {
    thing: { creator_id: 1 },
    allowed: [owner],
    refused: [{ actor: stranger, status: 404, message: 'Tier not found' }],
  },
  'creator.subscribe': {
    thing: { creator_id: 1 },
    allowed: [stranger],
    refused: [{ actor: owner, status: 403, message: 'You cannot subscribe to yourself' }],
  },
  'subscription.manage': {
    thing: { subscriber_id: 1 },
    allowed: [owner],
    refused: [{ actor: stranger, status: 404, message: 'Subscription not found' }],
  },
  'job.view': {
    thing: { user_id: 1 },
    allowed: [owner],
    refused: [
      { actor: stranger, status: 404, message: 'Job not found' },
      { actor: admin, status: 404, message: 'Job not found' },
    ],
  },
  'session.end': {
    thing: { user_id: 1 },
    allowed: [owner],
    refused: [
      { actor: stranger, status: 404, message: 'Session not found' },
      { actor: admin, status: 404, message: 'Session not found' },
    ],
  },
  'generation.use': {
    thing: { user_id: 1 },
    allowed: [owner],
    refused: [{ actor: admin, status: 404, message: 'Generation not found' }],
  },
  'studioGeneration.use': {
    thing: { user_id: 1 },
    allowed: [owner],
    refused: [{ actor: stranger, status: 404, message: 'Generation not found' }],
  },
  'studioMedia.use': {
    thing: { user_id: 1 },
    allowed: [owner],
    refused: [{ actor: admin, status: 404, message: 'Media file not found' }],
  },
  'studioProject.use': {
    thing: { user_id: 1 },
    allowed: [owner],
    refused: [{ actor: stranger, status: 404, message: 'Video project not found' }],
  },
  'socialHandshake.complete': {
    thing: { user_id: 1 },
    allowed: [owner],
    refused: [
      { actor: stranger, status: 400, message: HANDSHAKE_REFUSED },
      { actor: admin, status: 400, message: HANDSHAKE_REFUSED },
    ],
  },
  'user.changeRole': {
    // The administrator (id 3) taking their own admin role away.
    thing: { id: 3, role: 'admin', newRole: 'fan' },
    allowed: [otherAdmin],
    refused: [
      { actor: admin, status: 403, message: SELF_DEMOTION_REFUSED },
      { actor: owner, status: 403, message: ADMIN_ONLY },
    ],
  },
  'user.suspend': {
    thing: { id: 3 },
    allowed: [otherAdmin],
    refused: [
      { actor: admin, status: 403, message: SELF_SUSPENSION_REFUSED },
      { actor: stranger, status: 403, message: ADMIN_ONLY },
    ],
  },
};

describe('the policy registry', () => {
  it('has a case here for every rule it holds', () => {
    expect(Object.keys(cases).sort()).toEqual([...actions].sort());
  });

  describe.each(Object.entries(cases) as [Action, Case<Action>][])('%s', (action, rule) => {
    it('lets the right people through', () => {
      for (const actor of rule.allowed) {
        expect(can(actor, action, rule.thing)).toBe(true);
        expect(() => authorize(actor, action, rule.thing)).not.toThrow();
      }
    });

    it('refuses everyone else with the rule’s status and words', () => {
      for (const { actor, status, message } of rule.refused) {
        expect(can(actor, action, rule.thing)).toBe(false);
        expect(() => authorize(actor, action, rule.thing)).toThrow(
          expect.objectContaining({ statusCode: status, message }),
        );
      }
    });

    it('lets a signed-out viewer do nothing', () => {
      expect(can(null, action, rule.thing)).toBe(false);
    });
  });
});

describe('facts the services read first', () => {
  it('lets an active team member download and see the team vault', () => {
    expect(can(stranger, 'vaultFile.download', { file: { owner_id: 1 }, onTeam: true })).toBe(true);
    expect(can(stranger, 'teamVault.view', { creatorId: 1, onTeam: true })).toBe(true);
  });

  it('keeps an accepted invitation with the person who accepted it', () => {
    const accepted = { ...invitation, status: 'active', fan_id: 2 };
    expect(can(stranger, 'invitation.accept', accepted)).toBe(true);
    const takenByAnother = { ...accepted, fan_id: 9 };
    expect(() => authorize(stranger, 'invitation.accept', takenByAnother)).toThrow(
      expect.objectContaining({
        statusCode: 403,
        message: 'This invitation has already been used',
      }),
    );
  });

  it('lets administrators change their own role unless it takes the admin role away', () => {
    expect(can(admin, 'user.changeRole', { id: 3, role: 'admin', newRole: 'admin' })).toBe(true);
    // An administrator by ADMIN_EMAILS stays one whatever their role: no demotion to refuse.
    expect(can(otherAdmin, 'user.changeRole', { id: 4, role: 'artist', newRole: 'fan' })).toBe(
      true,
    );
    expect(can(otherAdmin, 'user.changeRole', { id: 3, role: 'admin', newRole: 'fan' })).toBe(true);
  });

  it('matches the invited address in any letter case', () => {
    expect(can(person(2, { email: 'Person2@Example.TEST' }), 'invitation.accept', invitation)).toBe(
      true,
    );
  });
});
