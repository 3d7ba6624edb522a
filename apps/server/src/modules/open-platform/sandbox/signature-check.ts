import { createHmac, timingSafeEqual } from 'node:crypto';
import { sm2 } from 'sm-crypto-v2';
import { SANDBOX_SM2_USER_ID, type SandboxSignMethod } from '@portal/contract/open-platform/sandbox-signing';

/**
 * Checks a sandbox request's signature over its canonical string. HMAC-SM3 runs in Node's
 * OpenSSL (~4 µs); SM2 runs in sm-crypto-v2 with the public key's multiples table made once
 * per key (~0.6 ms a check instead of ~4.5 ms; Node's own SM2 cannot be used, ARCHITECTURE §2).
 */
const precomputed = new Map<string, ReturnType<typeof sm2.precomputePublicKey>>();

function sm2KeyFor(publicKey: string) {
  let key = precomputed.get(publicKey);
  if (!key) {
    if (precomputed.size > 1_000) precomputed.clear();
    key = sm2.precomputePublicKey(publicKey);
    precomputed.set(publicKey, key);
  }
  return key;
}

export function signatureHolds(method: SandboxSignMethod, canonical: string, signature: string, key: string): boolean {
  if (method === 'HMAC-SM3') {
    const expected = createHmac('sm3', Buffer.from(key, 'utf8')).update(canonical, 'utf8').digest();
    const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : undefined;
    return given !== undefined && timingSafeEqual(expected, given);
  }
  if (!/^[0-9a-f]{16,200}$/.test(signature)) return false;
  try {
    return sm2.doVerifySignature(canonical, signature, sm2KeyFor(key), { hash: true, der: true, userId: SANDBOX_SM2_USER_ID });
  } catch {
    return false;
  }
}
