import { describe, expect, it } from 'vitest';
import { CREATOR_ROLES, roleAfterProfileEdit } from './people.policy';

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
