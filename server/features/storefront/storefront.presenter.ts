import type { Post } from '../../../contract/posts';
import type { StorefrontContentItem, StorefrontSettings, Tier } from '../../../contract/storefront';
import { storefrontCategory } from './storefront-category';

interface TierRow {
  id: number;
  name: string;
  price_cents: number;
  description: string | null;
  features: string;
  is_popular: number;
  is_active: number;
  subscriber_count?: number | string | null;
}

function parseFeatures(raw: string): string[] {
  try {
    const features: unknown = JSON.parse(raw);
    return Array.isArray(features)
      ? features.filter((feature): feature is string => typeof feature === 'string')
      : [];
  } catch {
    return [];
  }
}

export function presentTier(row: TierRow, forOwner: boolean): Tier {
  return {
    id: row.id,
    name: row.name,
    price_cents: row.price_cents,
    description: row.description,
    features: parseFeatures(row.features),
    is_popular: row.is_popular === 1,
    is_active: row.is_active === 1,
    ...(forOwner ? { subscriber_count: Number(row.subscriber_count ?? 0) } : {}),
  };
}

export function presentSettings(row: StorefrontSettings | null): StorefrontSettings {
  return {
    display_name: row?.display_name ?? null,
    website: row?.website ?? null,
    bio: row?.bio ?? null,
  };
}

/** A post for sale as the storefront grid shows it. */
export function presentStorefrontItem(post: Post): StorefrontContentItem {
  return {
    id: post.id,
    title: post.title,
    content: post.content,
    content_type: post.content_type,
    category: storefrontCategory(post),
    visibility: post.visibility,
    price_cents: post.price_cents,
    view_count: post.view_count,
    like_count: post.like_count,
    created_at: post.created_at,
    locked: post.locked,
    purchased: !post.locked && !post.can.edit,
  };
}
