import { sm2EncryptField } from '@portal/contract/envelope/sm2-fields';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { createTestDatabase } from '../apps/server/test/support/test-database.ts';

/**
 * The handshake's cost on the server, in process: `handshake()` (SM2 decryption of the tab's
 * key, then storing it) and a key's first use on another instance (read from the database,
 * the only time a stored tab key is opened). PGlite in memory, or PostgreSQL with DATABASE_URL.
 *   node --import tsx bench/handshake-time.ts [count]
 */
const COUNT = Number(process.argv[2] ?? 300);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const summary = (label: string, ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  console.log(`${label}: mean ${mean.toFixed(3)} ms, p50 ${quantile(sorted, 0.5).toFixed(3)} ms, p99 ${quantile(sorted, 0.99).toFixed(3)} ms (${ms.length})`);
};

const database = await createTestDatabase();
const a = await buildApp(testConfig(), { database });
const b = await buildApp(testConfig(), { database });
try {
  const encrypted = Array.from({ length: COUNT }, () => sm2EncryptField(randomBytes(16).toString('hex'), a.envelopeKeys.publicKey));
  for (const key of encrypted.slice(0, 20)) await a.envelopeKeys.handshake(key);
  const handshakes: number[] = [];
  const keyIds: string[] = [];
  for (const key of encrypted) {
    const started = performance.now();
    keyIds.push((await a.envelopeKeys.handshake(key)).keyId);
    handshakes.push(performance.now() - started);
  }
  const firstUse: number[] = [];
  for (const keyId of keyIds) {
    const started = performance.now();
    const keyHex = await b.envelopeKeys.resolveKey(keyId);
    firstUse.push(performance.now() - started);
    if (!keyHex) throw new Error('a stored key did not resolve');
  }
  console.log(`database: ${database.kind}`);
  summary('handshake', handshakes);
  summary('first use on another instance', firstUse);
} finally {
  await a.close();
  await b.close();
  await database.close();
}
