import { randomBytes, randomUUID } from 'node:crypto';
import { sm2DecryptField, sm2EncryptField, sm2GenerateKeyPair } from '@portal/contract/envelope/sm2-fields';
import { createKeyWrap } from '../apps/server/src/modules/security/key-wrap.ts';

/**
 * What sealing a tab key adds to a handshake, next to the SM2 decryption every handshake
 * already does (the handshake's own time is dominated by SM2 and the insert, and a shared
 * machine's noise hides a few microseconds):  node --import tsx bench/key-wrap-time.ts
 */
const wrap = createKeyWrap(randomBytes(32));
const keys = Array.from({ length: 20_000 }, () => ({ id: randomUUID(), hex: randomBytes(16).toString('hex') }));
const time = (label: string, n: number, work: (i: number) => unknown) => {
  for (let i = 0; i < Math.min(n, 1_000); i++) work(i);
  const started = performance.now();
  for (let i = 0; i < n; i++) work(i);
  const us = ((performance.now() - started) * 1000) / n;
  console.log(`${label}: ${us.toFixed(2)} µs each (${n})`);
  return us;
};
const sealed = keys.map((k) => wrap.seal(k.hex, `envelope_keys:${k.id}`));
time('seal a tab key (AES-256-GCM)', keys.length, (i) => wrap.seal(keys[i]!.hex, `envelope_keys:${keys[i]!.id}`));
time('open a tab key', keys.length, (i) => wrap.open(sealed[i]!, `envelope_keys:${keys[i]!.id}`));
const pair = sm2GenerateKeyPair();
const handshakes = Array.from({ length: 100 }, () => sm2EncryptField(randomBytes(16).toString('hex'), pair.publicKey));
time('SM2 decryption of a handshake', handshakes.length, (i) => sm2DecryptField(handshakes[i]!, pair.privateKey));
