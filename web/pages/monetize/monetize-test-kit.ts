/**
 * Fixtures for the Move That Work and storefront tests, shaped like the API's replies. The
 * fetch stub and the render with the app's providers come from the posts test kit.
 */
import type { SubscriptionStatus } from '@contract/access';
import type { MerchProduct } from '@contract/merch';
import type { StorefrontContentItem, Tier } from '@contract/storefront';
import type { TeamMember } from '@contract/team';
import type { CurrentUser } from '@contract/users';
import type { VaultFile } from '@contract/vault';
import type { ApiCall } from '../../components/posts/test-kit';

export const trialStatus: SubscriptionStatus = {
  isTrialActive: true,
  trialDaysLeft: 5,
  isTrialExpired: false,
  isBetaActive: false,
  isSubscribed: false,
  betaDaysLeft: 0,
  betaEndDate: '2025-09-22',
  plan: null,
  currentPeriodEnd: null,
  trialEndsAt: '2099-01-01T00:00:00.000Z',
};

/** The calls every premium screen makes besides its own: standing and access logging. */
export const premiumRoutes = {
  'GET /api/subscription/status': trialStatus,
  'POST /api/features/log-access': { success: true },
  'GET /api/subscription/provider': { name: 'Backline test payments', test_mode: true },
};

export const sam: CurrentUser = {
  id: 2,
  email: 'fan@demo.backline.local',
  display_name: 'Sam Porter',
  google_user_data: null,
  role: 'fan',
  is_verified: false,
  bio: null,
  location: null,
  website: null,
  avatar_url: null,
  created_at: '2026-01-11T18:00:00.000Z',
  is_admin: false,
  is_new_user: false,
};

export function makeTier(overrides: Partial<Tier> = {}): Tier {
  return {
    id: 1,
    name: 'Inner Circle',
    price_cents: 900,
    description: 'Demos first.',
    features: ['Every demo first', 'Monthly livestream'],
    is_popular: false,
    is_active: true,
    ...overrides,
  };
}

export function makeItem(overrides: Partial<StorefrontContentItem> = {}): StorefrontContentItem {
  return {
    id: 20,
    title: 'Lyric sheet',
    content: null,
    content_type: null,
    category: 'Exclusive',
    visibility: 'ppv',
    price_cents: 300,
    view_count: 12,
    like_count: 4,
    created_at: '2026-02-01T10:00:00.000Z',
    locked: true,
    purchased: false,
    ...overrides,
  };
}

export function makeVaultFile(overrides: Partial<VaultFile> = {}): VaultFile {
  return {
    id: 1,
    original_filename: 'night-drive-stems.zip',
    description: 'Twelve stems at 24-bit',
    content_type: 'application/zip',
    file_size_bytes: 5 * 1024 * 1024,
    download_count: 3,
    access_level: 'team',
    created_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 1,
    fan_id: 2,
    fan_email: 'fan@demo.backline.local',
    fan_name: 'Sam Porter',
    status: 'active',
    invited_at: '2026-02-01T10:00:00.000Z',
    joined_at: '2026-02-02T10:00:00.000Z',
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<MerchProduct> = {}): MerchProduct {
  return {
    id: 5,
    creator_id: 1,
    name: 'Tour T-shirt',
    description: 'Heavyweight cotton.',
    price_cents: 2500,
    category: 'Apparel',
    image_url: null,
    is_active: true,
    variants: [
      { id: 11, name: 'Black / M', size: 'M', color: 'Black', inventory_count: 4 },
      { id: 12, name: 'Black / L', size: 'L', color: 'Black', inventory_count: 0 },
    ],
    created_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The JSON body a stubbed call was made with. */
export function bodyOf(call: ApiCall | undefined): unknown {
  return call?.body;
}
