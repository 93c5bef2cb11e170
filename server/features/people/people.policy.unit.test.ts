import { describe, expect, it } from 'vitest';
import { CREATOR_ROLES, followRefusal, roleAfterProfileEdit } from './people.policy';

describe('followRefusal', () => {
  it('refuses following yourself and allows anyone else', () => {
    expect(followRefusal(4, 4)).toBe('You cannot follow yourself');
    expect(followRefusal(4, 5)).toBeNull();
  });
});

describe('roleAfterProfileEdit', () => {
  it('takes the chosen role', () => {
    expect(roleAfterProfileEdit('fan', 'producer')).toBe('producer');
    expect(roleAfterProfileEdit('artist', 'fan')).toBe('fan');
  });

  it('keeps an administrator an administrator', () => {
    expect(roleAfterProfileEdit('admin', 'artist')).toBe('admin');
  });
});

describe('CREATOR_ROLES', () => {
  it('are the three creator roles of the spec', () => {
    expect([...CREATOR_ROLES].sort()).toEqual(['artist', 'creator', 'producer']);
  });
});
