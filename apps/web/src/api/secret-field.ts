import { ZHandshakeDiscoveryReply } from '@portal/contract/calls/common/handshake';
import { API_PREFIX, HANDSHAKE_PATH } from '@portal/contract/envelope/protocol';
import { sm2EncryptField } from '@portal/contract/envelope/sm2-fields';

/**
 * How long a fetched public key is used. The server accepts the previous key for a tab key's
 * lifetime after a rotation (at least a minute, ENVELOPE_KEY_TTL_SECONDS), so a page that has
 * been open for hours encrypts with the key of the last minute, never one already retired.
 */
const PUBLIC_KEY_REUSE_MS = 60_000;

let publicKey: { value: Promise<string>; fetchedAt: number } | undefined;

/** The server's SM2 public key (ARCHITECTURE §4.1), fetched again when a minute old. */
function serverPublicKey(): Promise<string> {
  if (publicKey && Date.now() - publicKey.fetchedAt < PUBLIC_KEY_REUSE_MS) return publicKey.value;
  const value = fetch(API_PREFIX + HANDSHAKE_PATH)
    .then((res) => res.json())
    .then((body: { data: unknown }) => ZHandshakeDiscoveryReply.parse(body.data).publicKey)
    .catch((err: unknown) => {
      publicKey = undefined;
      throw err;
    });
  publicKey = { value, fetchedAt: Date.now() };
  return value;
}

/** Encrypts a secret field (password, id number) for an SM2 call (§4.6). */
export async function encryptSecret(value: string): Promise<string> {
  return sm2EncryptField(value, await serverPublicKey());
}
