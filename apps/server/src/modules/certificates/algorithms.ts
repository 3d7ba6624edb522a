import type { webcrypto as wc } from 'node:crypto';
import { webcrypto } from 'node:crypto';
import { sm2 } from 'sm-crypto-v2';
import { sm2KeyPair, SM2_WITH_SM3_OID } from './sm2-crypto.ts';

/** The two kinds of certificate the bank issues (§3 certType): SM2 (GM/T 0015) and RSA-2048. */
export const CERT_ALGORITHMS = ['SM2', 'RSA'] as const;
export type CertAlgorithm = (typeof CERT_ALGORITHMS)[number];

export const RSA_SIGNING = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
const RSA_KEY_GEN = { ...RSA_SIGNING, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) };

/** The signing algorithm x509 is given for each kind: SM2-with-SM3, or sha256WithRSAEncryption. */
export const signingAlgorithmOf = (algorithm: CertAlgorithm): wc.Algorithm =>
  algorithm === 'SM2' ? { name: SM2_WITH_SM3_OID } : RSA_SIGNING;

/** A new private key in its stored text form: SM2 as 64 hex digits, RSA as base64 PKCS#8. */
export async function generatePrivateKeyText(algorithm: CertAlgorithm): Promise<string> {
  if (algorithm === 'SM2') return sm2.generateKeyPairHex().privateKey;
  const pair = await webcrypto.subtle.generateKey(RSA_KEY_GEN, true, ['sign', 'verify']);
  return Buffer.from(await webcrypto.subtle.exportKey('pkcs8', pair.privateKey)).toString('base64');
}

/** The key pair of a stored private key (the public half derived or exported from it). */
export async function keyPairOf(algorithm: CertAlgorithm, privateText: string): Promise<wc.CryptoKeyPair> {
  if (algorithm === 'SM2') return sm2KeyPair(privateText);
  const privateKey = await webcrypto.subtle.importKey('pkcs8', Buffer.from(privateText, 'base64'), RSA_SIGNING, true, ['sign']);
  // The public key from the private key's JWK (n and e), so nothing but the private key is stored.
  const { n, e } = await webcrypto.subtle.exportKey('jwk', privateKey);
  const publicKey = await webcrypto.subtle.importKey('jwk', { kty: 'RSA', n, e, alg: 'RS256', ext: true }, RSA_SIGNING, true, ['verify']);
  return { privateKey, publicKey };
}
