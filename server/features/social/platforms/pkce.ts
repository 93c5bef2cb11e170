import { createHash } from 'node:crypto';

/** RFC 7636 S256: base64url(sha256(verifier)), for clients arctic's generic one cannot make. */
export function s256Challenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}
