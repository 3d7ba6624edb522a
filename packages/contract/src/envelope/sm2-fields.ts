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
