import { describe, expect, it } from 'vitest';
import { access } from './access-rules';
import type { Actor } from './actor';
import { isAdministrator } from './actor';
import { decideRouteAccess } from './route-policy';

const member: Actor = {
  id: 1,
  email: 'a@example.test',
  role: 'artist',
  status: 'active',
  isAdmin: false,
};
const admin: Actor = { ...member, isAdmin: true };
const allowPremium = async () => true;
const denyPremium = async () => false;

describe('decideRouteAccess', () => {
  it('lets anyone reach public routes', async () => {
    expect(await decideRouteAccess(access.public, null, denyPremium)).toBeNull();
  });

  it.each([access.signedIn, access.admin, access.premium('Content Vault')])(
    'answers 401 to anonymous callers of %o',
    async (rule) => {
      expect((await decideRouteAccess(rule, null, allowPremium))?.statusCode).toBe(401);
    },
  );

  it('answers 403 to members on admin routes, and lets administrators in', async () => {
    expect((await decideRouteAccess(access.admin, member, allowPremium))?.statusCode).toBe(403);
    expect(await decideRouteAccess(access.admin, admin, denyPremium)).toBeNull();
  });

  it('asks the premium rule only for premium routes', async () => {
    let asked = 0;
    const counting = async () => {
      asked += 1;
      return false;
    };
    expect(await decideRouteAccess(access.signedIn, member, counting)).toBeNull();
    expect(asked).toBe(0);
    expect(
      (await decideRouteAccess(access.premium('Content Vault'), member, counting))?.statusCode,
    ).toBe(403);
    expect(asked).toBe(1);
  });
});

describe('isAdministrator', () => {
  it('recognises the admin role and allow-listed e-mails, case-insensitively', () => {
    expect(isAdministrator({ email: 'x@example.test', role: 'admin' }, [])).toBe(true);
    expect(
      isAdministrator({ email: 'Chief@Example.test', role: 'fan' }, ['chief@example.test']),
    ).toBe(true);
    expect(
      isAdministrator({ email: 'x@example.test', role: 'artist' }, ['chief@example.test']),
    ).toBe(false);
  });
});

describe('seller routes', () => {
  const fan: Actor = { ...member, role: 'fan' };

  it('refuse fans and let the selling roles and administrators in', async () => {
    expect((await decideRouteAccess(access.seller, fan, allowPremium))?.statusCode).toBe(403);
    for (const role of ['artist', 'creator', 'producer']) {
      expect(await decideRouteAccess(access.seller, { ...member, role }, denyPremium)).toBeNull();
    }
    expect(
      await decideRouteAccess(access.seller, { ...fan, isAdmin: true }, denyPremium),
    ).toBeNull();
  });

  it('refuse fans on seller premium routes before asking the premium rule', async () => {
    let asked = 0;
    const counting = async () => {
      asked += 1;
      return true;
    };
    const rule = access.sellerPremium('Content Vault');
    expect((await decideRouteAccess(rule, fan, counting))?.statusCode).toBe(403);
    expect(asked).toBe(0);
    expect(await decideRouteAccess(rule, member, counting)).toBeNull();
    expect((await decideRouteAccess(rule, member, denyPremium))?.statusCode).toBe(403);
    expect((await decideRouteAccess(rule, null, counting))?.statusCode).toBe(401);
  });
});
