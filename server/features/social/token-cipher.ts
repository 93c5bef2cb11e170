/**
 * Platform tokens at rest: AES-256-GCM with a random 96-bit nonce per value, stored as
 * `v1.<key id>.<nonce>.<tag>.<ciphertext>` (base64url). The key id lets a new key come in
 * while rows written under the old one are still read (README: rotating SOCIAL_TOKEN_KEY).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

const VERSION = 'v1';
const ADDITIONAL_DATA = Buffer.from('backline social token');

function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}

export class TokenCipher {
  private readonly keys = new Map<string, Buffer>();
  private readonly currentId: string;

  constructor(
    private readonly current: Buffer,
    old: readonly Buffer[] = [],
  ) {
    for (const key of [current, ...old]) {
      if (key.length !== 32) throw new Error('A token key must be 32 bytes');
      this.keys.set(keyId(key), key);
    }
    this.currentId = keyId(current);
  }

  encrypt(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current, nonce);
    cipher.setAAD(ADDITIONAL_DATA);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      VERSION,
      this.currentId,
      nonce.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      sealed.toString('base64url'),
    ].join('.');
  }

  decrypt(stored: string): string {
    const [version, id, nonce, tag, sealed] = stored.split('.');
    const key = this.keys.get(id);
    if (version !== VERSION || !key || sealed === undefined) {
      throw new Error('This token was sealed with a key that is not configured');
    }
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(ADDITIONAL_DATA);
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }

  /** Whether a stored value was sealed under an older key (rotation re-seals it on next write). */
  isStale(stored: string): boolean {
    return stored.split('.')[1] !== this.currentId;
  }
}

/**
 * Outside production a key may be left unset: one is made once and kept in DATA_DIR, so a
 * developer's connections survive restarts. Production refuses to start without the setting.
 */
function localKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'social-token.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

const ciphers = new WeakMap<Config, TokenCipher>();

export function tokenCipher(config: Config): TokenCipher {
  let cipher = ciphers.get(config);
  if (!cipher) {
    const { tokenKey, oldTokenKeys } = config.social;
    if (!tokenKey && config.env === 'production') throw new Error('SOCIAL_TOKEN_KEY is not set');
    const current = tokenKey ? Buffer.from(tokenKey, 'base64') : localKey(config.dataDir);
    cipher = new TokenCipher(
      current,
      oldTokenKeys.map((key) => Buffer.from(key, 'base64')),
    );
    ciphers.set(config, cipher);
  }
  return cipher;
}
