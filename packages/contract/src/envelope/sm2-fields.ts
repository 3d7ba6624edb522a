import { sm2 } from 'sm-crypto-v2';

/**
 * SM2 field encryption (ARCHITECTURE §4.2 and §4.6): C1C3C2, hex, without the leading `04`
 * of C1 — what `sm-crypto`'s `sm2.doEncrypt(text, publicKey, 1)` emits.
 */
const C1C3C2 = 1;

export function sm2EncryptField(plainText: string, publicKeyHex: string): string {
  return sm2.doEncrypt(plainText, publicKeyHex, C1C3C2);
}

/** Returns the plain text, or throws when the cipher text is not ours. */
export function sm2DecryptField(cipherHex: string, privateKeyHex: string): string {
  const out = sm2.doDecrypt(cipherHex, privateKeyHex, C1C3C2);
  if (typeof out !== 'string' || out === '') throw new Error('sm2 decrypt failed');
  return out;
}

export function sm2GenerateKeyPair(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = sm2.generateKeyPairHex();
  return { publicKey, privateKey };
}

export function sm2PublicKeyOf(privateKeyHex: string): string {
  return sm2.getPublicKeyFromPrivateKey(privateKeyHex);
}

/** The SM2 base point G (GM/T 0003.5), uncompressed. */
const SM2_G_HEX =
  '04' +
  '32c4ae2c1f1981195f9904466a39c9948fe30bbff2660be1715a4589334c74c7' +
  'bc3736a2f4f6779c59bdcee36b692153d0a9877cc62a474002df32e52139f0a0';

interface PointClass {
  BASE: { precompute(windowSize: number, isLazy?: boolean): unknown };
}

/**
 * For a browser tab, which multiplies the base point once or twice (a handshake, a password
 * field): the curve library's default table for G (window 8, some 4,200 points) takes ~50 ms to
 * build on a desktop and four times that on a phone, the longest task before the home page's
 * first paint (issue 36). A window of 2 is built in a few milliseconds and is still constant
 * time. Servers keep the default: they multiply G thousands of times.
 */
export function shrinkSm2BaseTable(): void {
  const point = sm2.precomputePublicKey(SM2_G_HEX, 1) as unknown as { constructor: Partial<PointClass> };
  point.constructor.BASE?.precompute(2);
}
