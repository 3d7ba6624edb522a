import type { webcrypto as wc } from 'node:crypto';
import { webcrypto } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import { ECParameters, id_ecPublicKey } from '@peculiar/asn1-ecc';
import { AlgorithmIdentifier, SubjectPublicKeyInfo } from '@peculiar/asn1-x509';
import { sm2 } from 'sm-crypto-v2';
import { cryptoProvider, type PublicKey } from './x509.ts';

/** GM/T 0006: the SM2 curve (sm2p256v1) and SM2 signing with SM3. */
export const SM2_CURVE_OID = '1.2.156.10197.1.301';
export const SM2_WITH_SM3_OID = '1.2.156.10197.1.501';
/** GM/T 0009 default distinguishing identifier; OpenSSL needs `distid:1234567812345678` to match. */
export const SM2_USER_ID = '1234567812345678';

/**
 * SM2 keys as the WebCrypto-shaped objects @peculiar/x509 passes around. x509 names algorithms
 * it does not know by their OID (AlgorithmProvider's fallback), so the signature algorithm is
 * `{ name: SM2_WITH_SM3_OID }` and no registration in its tsyringe container is needed.
 */
export interface Sm2Key extends wc.CryptoKey {
  /** Private: 64 hex digits; public: 130 hex digits, uncompressed point `04…`. */
  readonly hex: string;
}

const SM2_ALGORITHM = { name: SM2_WITH_SM3_OID } as const;

export function sm2Key(hex: string, type: 'private' | 'public'): Sm2Key {
  return {
    hex,
    type,
    extractable: true,
    algorithm: SM2_ALGORITHM,
    usages: [type === 'private' ? 'sign' : 'verify'],
  } as unknown as Sm2Key;
}

export function sm2KeyPair(privateHex: string): wc.CryptoKeyPair {
  return { privateKey: sm2Key(privateHex, 'private'), publicKey: sm2Key(sm2.getPublicKeyFromPrivateKey(privateHex), 'public') };
}

const isSm2Key = (key: wc.CryptoKey): key is Sm2Key => typeof (key as Partial<Sm2Key>).hex === 'string';
const nameOf = (alg: wc.AlgorithmIdentifier | wc.Algorithm): string => (typeof alg === 'string' ? alg : String((alg as wc.Algorithm).name));
const bytes = (data: wc.BufferSource): Uint8Array =>
  data instanceof Uint8Array ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);
/** A copy in an ArrayBuffer of its own (a Buffer's `.buffer` is Node's shared pool). */
const toArrayBuffer = (view: Uint8Array): ArrayBuffer => {
  const copy = new Uint8Array(view.byteLength);
  copy.set(view);
  return copy.buffer;
};

/** The DER SubjectPublicKeyInfo of an SM2 public key (id-ecPublicKey with the SM2 curve). */
export function sm2Spki(publicHex: string): ArrayBuffer {
  return AsnConvert.serialize(
    new SubjectPublicKeyInfo({
      algorithm: new AlgorithmIdentifier({
        algorithm: id_ecPublicKey,
        parameters: AsnConvert.serialize(new ECParameters({ namedCurve: SM2_CURVE_OID })),
      }),
      subjectPublicKey: toArrayBuffer(Buffer.from(publicHex, 'hex')),
    }),
  );
}

/** The SM2 public key (`04…` hex) of a SubjectPublicKeyInfo, or undefined when it is not an SM2 key. */
export function sm2PublicHexOfSpki(spki: wc.BufferSource): string | undefined {
  const info = AsnConvert.parse(bytes(spki), SubjectPublicKeyInfo);
  if (info.algorithm.algorithm !== id_ecPublicKey || !info.algorithm.parameters) return undefined;
  if (AsnConvert.parse(info.algorithm.parameters, ECParameters).namedCurve !== SM2_CURVE_OID) return undefined;
  const point = Buffer.from(info.subjectPublicKey);
  return point.length === 65 && point[0] === 4 ? point.toString('hex') : undefined;
}

/** SM2 signature over `data` (SM3 with Z of the signer, GM/T 0009), DER `SEQUENCE { r, s }`. */
export function sm2Sign(privateHex: string, data: Uint8Array): Uint8Array {
  return Buffer.from(sm2.doSignature(data, privateHex, { hash: true, der: true, userId: SM2_USER_ID }), 'hex');
}

/** Public keys that verify often (the roots): their multiples table made once, ~3x faster checks. */
const precomputed = new Map<string, ReturnType<typeof sm2.precomputePublicKey>>();
export function precomputeSm2Key(publicHex: string): void {
  if (!precomputed.has(publicHex)) precomputed.set(publicHex, sm2.precomputePublicKey(publicHex));
}

export function sm2Verify(publicHex: string, data: Uint8Array, derSignature: Uint8Array): boolean {
  try {
    const key = precomputed.get(publicHex) ?? publicHex;
    return sm2.doVerifySignature(data, Buffer.from(derSignature).toString('hex'), key, { hash: true, der: true, userId: SM2_USER_ID });
  } catch {
    return false;
  }
}

/**
 * WebCrypto of Node, with SM2 added: the "small custom crypto provider" of issue 22. Node's own
 * crypto cannot make SM2 signatures (nodejs/node#53761), so SM2 keys and signatures go to
 * sm-crypto-v2; everything else (RSA, digests, random serials) stays on Node's WebCrypto.
 */
class Sm2Subtle {
  private readonly node = webcrypto.subtle;

  private isSm2(alg: wc.AlgorithmIdentifier | wc.Algorithm, spki?: wc.BufferSource): boolean {
    const name = nameOf(alg);
    if (name === SM2_WITH_SM3_OID || name === 'SM2') return true;
    return name === id_ecPublicKey && spki !== undefined && sm2PublicHexOfSpki(spki) !== undefined;
  }

  async sign(alg: wc.AlgorithmIdentifier, key: wc.CryptoKey, data: wc.BufferSource): Promise<ArrayBuffer> {
    if (isSm2Key(key)) return toArrayBuffer(sm2Sign(key.hex, bytes(data)));
    return this.node.sign(alg, key, data);
  }

  async verify(alg: wc.AlgorithmIdentifier, key: wc.CryptoKey, signature: wc.BufferSource, data: wc.BufferSource): Promise<boolean> {
    if (isSm2Key(key)) return sm2Verify(key.hex, bytes(data), bytes(signature));
    return this.node.verify(alg, key, signature, data);
  }

  async importKey(format: wc.KeyFormat, keyData: wc.BufferSource | wc.JsonWebKey, alg: wc.AlgorithmIdentifier, extractable: boolean, usages: wc.KeyUsage[]) {
    if (format === 'spki' && this.isSm2(alg, keyData as wc.BufferSource)) {
      const hex = sm2PublicHexOfSpki(keyData as wc.BufferSource);
      if (!hex) throw new Error('not an SM2 public key');
      return sm2Key(hex, 'public');
    }
    return format === 'jwk'
      ? this.node.importKey(format, keyData as wc.JsonWebKey, alg, extractable, usages)
      : this.node.importKey(format, keyData as wc.BufferSource, alg, extractable, usages);
  }

  async exportKey(format: wc.KeyFormat, key: wc.CryptoKey): Promise<ArrayBuffer | wc.JsonWebKey> {
    if (isSm2Key(key)) {
      if (format !== 'spki' || key.type !== 'public') throw new Error('SM2 keys export as spki public keys only');
      return sm2Spki(key.hex);
    }
    return format === 'jwk' ? this.node.exportKey(format, key) : this.node.exportKey(format, key);
  }

  digest(alg: wc.AlgorithmIdentifier, data: wc.BufferSource): Promise<ArrayBuffer> {
    return this.node.digest(alg, data);
  }

  generateKey(alg: wc.RsaHashedKeyGenParams | wc.EcKeyGenParams, extractable: boolean, usages: wc.KeyUsage[]) {
    return this.node.generateKey(alg, extractable, usages);
  }
}

/** The Crypto type x509 declares (DOM's, or unresolved where the DOM library is not loaded). */
type X509Crypto = NonNullable<Parameters<typeof PublicKey.create>[1]>;

/** The Crypto that x509 uses everywhere in this process (CRL verification reads the default one). */
export const x509Crypto = { subtle: new Sm2Subtle(), getRandomValues: webcrypto.getRandomValues.bind(webcrypto) } as unknown as X509Crypto;
cryptoProvider.set(x509Crypto);
