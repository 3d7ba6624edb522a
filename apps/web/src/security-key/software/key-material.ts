import 'reflect-metadata';
import { Name, Pkcs10CertificateRequestGenerator } from '@peculiar/x509';
import { sm2 } from 'sm-crypto-v2';
import type { KeyCertType } from '@portal/contract/security-key/key-api';
import { registerSm2Algorithm, sm2Crypto, sm2Sign, type Sm2Key } from '../sm2-x509.ts';

/**
 * A key pair on a software-key device. Nothing here can leave the browser in clear:
 * RSA keys are WebCrypto keys created with `extractable: false`; the SM2 private key (a
 * JavaScript library key, so WebCrypto cannot hold it) is kept only as AES-GCM cipher text
 * under a non-extractable WebCrypto wrapping key and decrypted for the moment of a signature.
 */
export type KeyMaterial =
  | { certType: 'RSA'; privateKey: CryptoKey; publicKey: CryptoKey }
  | { certType: 'SM2'; publicHex: string; wrappedPrivate: { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer } };

export const RSA_KEY_ALGORITHM: RsaHashedKeyGenParams = {
  name: 'RSASSA-PKCS1-v1_5',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-256',
};

const subtle = () => globalThis.crypto.subtle;

/** The non-extractable AES-GCM key that wraps SM2 private keys (one per browser profile). */
export function createWrappingKey(): Promise<CryptoKey> {
  return subtle().generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

export async function generateKeyMaterial(certType: KeyCertType, wrappingKey: CryptoKey): Promise<KeyMaterial> {
  if (certType === 'RSA') {
    const pair = await subtle().generateKey(RSA_KEY_ALGORITHM, false, ['sign', 'verify']);
    return { certType, privateKey: pair.privateKey, publicKey: pair.publicKey };
  }
  const { publicKey, privateKey } = sm2.generateKeyPairHex();
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle().encrypt({ name: 'AES-GCM', iv }, wrappingKey, new TextEncoder().encode(privateKey));
  return { certType, publicHex: publicKey, wrappedPrivate: { iv, data } };
}

async function unwrapSm2(material: Extract<KeyMaterial, { certType: 'SM2' }>, wrappingKey: CryptoKey): Promise<Sm2Key> {
  const { iv, data } = material.wrappedPrivate;
  const plain = await subtle().decrypt({ name: 'AES-GCM', iv }, wrappingKey, data);
  return { algorithm: { name: 'SM2' }, type: 'private', publicHex: material.publicHex, privateHex: new TextDecoder().decode(plain) };
}

/** Signature over `data`: SM2 with SM3 and the user id (DER), or RSASSA-PKCS1-v1_5 SHA-256. */
export async function signBytes(material: KeyMaterial, wrappingKey: CryptoKey, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  if (material.certType === 'RSA') {
    return new Uint8Array(await subtle().sign('RSASSA-PKCS1-v1_5', material.privateKey, data));
  }
  const key = await unwrapSm2(material, wrappingKey);
  return sm2Sign(data, { privateHex: key.privateHex ?? '', publicHex: key.publicHex });
}

/** Subject of a CSR; CN is the user, O the enterprise (the CA adds OU = portal). */
export interface CsrSubject {
  CN: string;
  O?: string | undefined;
}

/** PKCS#10 request in PEM: SM2-with-SM3 (user id 1234567812345678) or sha256WithRSAEncryption. */
export async function generateCsrPem(material: KeyMaterial, wrappingKey: CryptoKey, subject: CsrSubject): Promise<string> {
  const name = new Name([{ CN: [subject.CN] }, ...(subject.O ? [{ O: [subject.O] }] : [])]);
  if (material.certType === 'RSA') {
    const csr = await Pkcs10CertificateRequestGenerator.create({
      name,
      keys: { privateKey: material.privateKey, publicKey: material.publicKey },
      signingAlgorithm: RSA_KEY_ALGORITHM,
    });
    return csr.toString('pem');
  }
  registerSm2Algorithm();
  const privateKey = await unwrapSm2(material, wrappingKey);
  const publicKey: Sm2Key = { algorithm: { name: 'SM2' }, type: 'public', publicHex: material.publicHex };
  const csr = await Pkcs10CertificateRequestGenerator.create(
    {
      name,
      keys: { privateKey: privateKey as unknown as CryptoKey, publicKey: publicKey as unknown as CryptoKey },
      signingAlgorithm: { name: 'SM2' },
    },
    sm2Crypto(),
  );
  return csr.toString('pem');
}
