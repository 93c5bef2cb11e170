import { describe, expect, it } from 'vitest';
import { storefrontCategory } from './storefront-category';

describe('storefrontCategory', () => {
  it('uses the declared content type when it is a category', () => {
    expect(storefrontCategory({ title: 'Song demo', content_type: 'Live Sessions' })).toBe(
      'Live Sessions',
    );
  });

  it.each([
    ['New song demo', 'Music'],
    ['Music video stems', 'Music'],
    ['Cover art sketches', 'Visual Art'],
    ['Visual diary', 'Visual Art'],
    ['Tour diary', 'Exclusive'],
    [null, 'Exclusive'],
  ])('reads "%s" as %s', (title, category) => {
    expect(storefrontCategory({ title, content_type: null })).toBe(category);
  });

  it('ignores a content type that is not a category', () => {
    expect(storefrontCategory({ title: 'Song', content_type: 'podcast' })).toBe('Music');
  });
});
