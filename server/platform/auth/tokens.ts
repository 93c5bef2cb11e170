import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token: 32 bytes (256 bits), URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as hashes, so a leaked table grants no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
