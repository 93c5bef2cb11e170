import type { StorefrontCategory } from '../../../contract/storefront';
import { StorefrontCategory as StorefrontCategorySchema } from '../../../contract/storefront';

/**
 * The spec's rule: the item's content_type when it names a category; otherwise Music when the
 * title suggests music or a song, Visual Art when it suggests art or visuals, else Exclusive.
 */
export function storefrontCategory(item: {
  title: string | null;
  content_type: string | null;
}): StorefrontCategory {
  const declared = StorefrontCategorySchema.safeParse(item.content_type);
  if (declared.success) return declared.data;
  const title = (item.title ?? '').toLowerCase();
  if (/music|song/.test(title)) return 'Music';
  if (/art|visual/.test(title)) return 'Visual Art';
  return 'Exclusive';
}
