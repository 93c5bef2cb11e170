import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TokenCipher } from './token-cipher';

describe('TokenCipher', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);

  it('seals with a fresh nonce each time and opens what it sealed', () => {
    const cipher = new TokenCipher(newKey);
    const first = cipher.encrypt('secret-token');
    expect(first).not.toContain('secret-token');
    expect(cipher.encrypt('secret-token')).not.toBe(first);
    expect(cipher.decrypt(first)).toBe('secret-token');
  });

  it('refuses a value that was tampered with', () => {
    const cipher = new TokenCipher(newKey);
    const parts = cipher.encrypt('secret-token').split('.');
    parts[4] = Buffer.from('other-secret').toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
  });

  it('reads values of a former key after rotation, and knows they are stale', () => {
    const sealedBefore = new TokenCipher(oldKey).encrypt('kept');
    const rotated = new TokenCipher(newKey, [oldKey]);
    expect(rotated.decrypt(sealedBefore)).toBe('kept');
    expect(rotated.isStale(sealedBefore)).toBe(true);
    expect(rotated.isStale(rotated.encrypt('kept'))).toBe(false);
    expect(() => new TokenCipher(newKey).decrypt(sealedBefore)).toThrow(/not configured/);
  });
});
