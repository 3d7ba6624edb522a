import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Key material at rest (the SM2 private key, tab keys, partner secrets, server secrets) is
 * stored sealed under a key-encryption key derived from MASTER_KEY:
 *
 *   kek1:<iv>:<ciphertext>:<tag>      (base64 each; AES-256-GCM, 96-bit IV, 128-bit tag)
 *
 * The associated data is the row's identity (`table:id`), so a sealed value copied into another
 * row, or another column, does not open. `kek1` names the format and the derivation; a later
 * format gets a new prefix and both are read during a change-over.
 *
 * AES-256-GCM rather than SM4-GCM: Node 20's OpenSSL 3.0 has no `sm4-gcm` (getCiphers lists
 * sm4-cbc/ctr/ecb/cfb/ofb only), and an SM4-CTR plus HMAC-SM3 construction of our own would be
 * more code to get wrong for data that never leaves the server.
 */
export const SEALED_PREFIX = 'kek1:';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Separates this use of the master key from any other it may get later. */
const KEK_INFO = 'portal key-encryption key v1';

export interface KeyWrap {
  /** The sealed form of `plain` for the row named by `aad`. */
  seal(plain: string, aad: string): string;
  /** The clear value; throws KeyWrapError when the value is not sealed, was altered or belongs to another row or key. */
  open(sealed: string, aad: string): string;
}

export class KeyWrapError extends Error {}

export const isSealed = (value: string): boolean => value.startsWith(SEALED_PREFIX);

/** The associated data naming one row's secret: `table:id`. */
export const rowAad = (table: string, id: string): string => `${table}:${id}`;

export function createKeyWrap(masterKey: Uint8Array): KeyWrap {
  if (masterKey.length !== 32) throw new KeyWrapError('the master key must be 32 bytes');
  const kek = Buffer.from(hkdfSync('sha256', masterKey, new Uint8Array(0), KEK_INFO, 32));
  return {
    seal(plain, aad) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, kek, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(aad, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${SEALED_PREFIX}${iv.toString('base64')}:${body.toString('base64')}:${cipher.getAuthTag().toString('base64')}`;
    },
    open(sealed, aad) {
      const parts = sealed.split(':');
      if (parts.length !== 4 || `${parts[0]}:` !== SEALED_PREFIX) throw new KeyWrapError('not a sealed value');
      const [, ivText, bodyText, tagText] = parts as [string, string, string, string];
      const iv = Buffer.from(ivText, 'base64');
      const tag = Buffer.from(tagText, 'base64');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new KeyWrapError('not a sealed value');
      try {
        const decipher = createDecipheriv(ALGORITHM, kek, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(aad, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(Buffer.from(bodyText, 'base64')), decipher.final()]).toString('utf8');
      } catch {
        throw new KeyWrapError('the sealed value does not open under this master key for this row');
      }
    },
  };
}

const bound = new WeakMap<object, KeyWrap>();

/**
 * Ties a database handle to the key wrap of its master key (keys-at-rest.ts does it at
 * start-up, after checking the key). Code that stores a secret finds the wrap through the
 * handle it writes with, so `serverSecret(db, name)` keeps its signature for every module,
 * and a handle without a checked master key cannot store a secret at all.
 */
export function bindKeyWrap(db: object, wrap: KeyWrap): void {
  bound.set(db, wrap);
}

export function keyWrapOf(db: object): KeyWrap {
  const wrap = bound.get(db);
  if (!wrap) throw new KeyWrapError('no master key is set up for this database handle (keys-at-rest.ts)');
  return wrap;
}
