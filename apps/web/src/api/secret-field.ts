import { ZHandshakeDiscoveryReply } from '@portal/contract/calls/common/handshake';
import { API_PREFIX, HANDSHAKE_PATH } from '@portal/contract/envelope/protocol';
import { sm2EncryptField } from '@portal/contract/envelope/sm2-fields';

let publicKey: Promise<string> | undefined;

/** The server's SM2 public key, fetched once per page load (ARCHITECTURE §4.1). */
function serverPublicKey(): Promise<string> {
  publicKey ??= fetch(API_PREFIX + HANDSHAKE_PATH)
    .then((res) => res.json())
    .then((body: { data: unknown }) => ZHandshakeDiscoveryReply.parse(body.data).publicKey)
    .catch((err: unknown) => {
      publicKey = undefined;
      throw err;
    });
  return publicKey;
}

/** Encrypts a secret field (password, id number) for an SM2 call (§4.6). */
export async function encryptSecret(value: string): Promise<string> {
  return sm2EncryptField(value, await serverPublicKey());
}
