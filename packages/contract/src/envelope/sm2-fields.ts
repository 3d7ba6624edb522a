import { sm2 } from 'sm-crypto-v2';

/**
 * SM2 field encryption (ARCHITECTURE §4.2 and §4.6): C1C3C2, hex, without the leading `04`
 * of C1 — what `sm-crypto`'s `sm2.doEncrypt(text, publicKey, 1)` emits.
 */
const C1C3C2 = 1;

export function sm2EncryptField(plainText: string, publicKeyHex: string): string {
  const key = tabPoints ? tabPoint(publicKeyHex) : publicKeyHex;
  return sm2.doEncrypt(plainText, key, C1C3C2);
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

type PreparedPoint = ReturnType<typeof sm2.precomputePublicKey>;
/** The curve's point class, reached through a point: sm-crypto-v2 does not export its curve. */
type PointClass = { BASE?: { precompute(windowSize: number, isLazy?: boolean): unknown } };

/** Set in a browser tab (`prepareSm2ForTab`): public keys get small tables of their own. */
let tabPoints: Map<string, PreparedPoint> | undefined;

/**
 * For a browser tab, which multiplies SM2 points once or twice (a handshake, a password field):
 * the curve library's default table for the base point G (window 8, some 4,200 points) takes
 * ~50 ms to build on a desktop and four times that on a phone, the longest task before the home
 * page's first paint (issue 36). A tab uses window-2 tables for G and for the server's key
 * instead: built in a few milliseconds, and still constant time. Servers keep the default: they
 * multiply G thousands of times.
 */
export function prepareSm2ForTab(): void {
  tabPoints ??= new Map();
}

function tabPoint(publicKeyHex: string): PreparedPoint {
  let point = tabPoints!.get(publicKeyHex);
  if (!point) {
    point = sm2.precomputePublicKey(publicKeyHex, 2);
    // The first prepared key also sets G's window, before anything has built G's table.
    if (tabPoints!.size === 0) (point.constructor as PointClass).BASE?.precompute(2);
    tabPoints!.set(publicKeyHex, point);
  }
  return point;
}
