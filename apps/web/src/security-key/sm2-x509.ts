import 'reflect-metadata';
import { ECParameters } from '@peculiar/asn1-ecc';
import { AsnConvert } from '@peculiar/asn1-schema';
import { AlgorithmIdentifier, SubjectPublicKeyInfo } from '@peculiar/asn1-x509';
import { diAlgorithm, type IAlgorithm } from '@peculiar/x509';
import { sm2 } from 'sm-crypto-v2';
import { container } from 'tsyringe';

/**
 * SM2 for @peculiar/x509: an algorithm entry (SM2-with-SM3 ⇄ its OID) and a minimal WebCrypto
 * look-alike whose `sign` calls sm-crypto-v2, so the library's own CSR generator signs with SM2.
 */
export const OID_SM2_WITH_SM3 = '1.2.156.10197.1.501';
export const OID_EC_PUBLIC_KEY = '1.2.840.10045.2.1';
export const OID_SM2_CURVE = '1.2.156.10197.1.301';
/** GM/T 0009 default user id, used for every SM2 signature of the portal (OpenSSL: distid). */
export const SM2_USER_ID = '1234567812345678';

/** SM2 keys as the provider passes them around: hex strings behind a CryptoKey-like shape. */
export interface Sm2Key {
  algorithm: { name: 'SM2' };
  type: 'public' | 'private';
  publicHex: string;
  privateHex?: string;
}

class Sm2Algorithm implements IAlgorithm {
  toAsnAlgorithm(alg: Algorithm): AlgorithmIdentifier | null {
    return alg.name.toUpperCase() === 'SM2' ? new AlgorithmIdentifier({ algorithm: OID_SM2_WITH_SM3 }) : null;
  }
  toWebAlgorithm(alg: AlgorithmIdentifier): Algorithm | null {
    return alg.algorithm === OID_SM2_WITH_SM3 ? { name: 'SM2' } : null;
  }
}

let registered = false;
export function registerSm2Algorithm(): void {
  if (registered) return;
  container.registerSingleton(diAlgorithm, Sm2Algorithm);
  registered = true;
}

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}
export function bytesToHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SubjectPublicKeyInfo DER of an uncompressed SM2 public key (04‖x‖y, hex). */
export function sm2Spki(publicHex: string): ArrayBuffer {
  const spki = new SubjectPublicKeyInfo({
    algorithm: new AlgorithmIdentifier({ algorithm: OID_EC_PUBLIC_KEY, parameters: AsnConvert.serialize(new ECParameters({ namedCurve: OID_SM2_CURVE })) }),
    subjectPublicKey: hexToBytes(publicHex).buffer,
  });
  return AsnConvert.serialize(spki);
}

/** SM2 signature with SM3 and the user id, DER (SEQUENCE of r and s), as bytes. */
export function sm2Sign(data: Uint8Array, key: { privateHex: string; publicHex: string }): Uint8Array<ArrayBuffer> {
  const hex = sm2.doSignature(data, key.privateHex, { der: true, hash: true, publicKey: key.publicHex, userId: SM2_USER_ID });
  return hexToBytes(hex);
}

export function sm2Verify(data: Uint8Array, signature: Uint8Array, publicHex: string): boolean {
  return sm2.doVerifySignature(data, bytesToHex(signature), publicHex, { der: true, hash: true, userId: SM2_USER_ID });
}

/** The `crypto` argument @peculiar/x509 generators accept, signing with one SM2 key pair. */
export function sm2Crypto(): Crypto {
  const subtle = {
    exportKey: async (format: string, key: Sm2Key) => {
      if (format !== 'spki') throw new Error(`SM2 export ${format} not supported`);
      return sm2Spki(key.publicHex);
    },
    sign: async (_alg: Algorithm, key: Sm2Key, data: BufferSource) => {
      if (!key.privateHex) throw new Error('SM2 private key missing');
      const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      return sm2Sign(bytes, { privateHex: key.privateHex, publicHex: key.publicHex }).buffer;
    },
  };
  return { subtle, getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) } as unknown as Crypto;
}
