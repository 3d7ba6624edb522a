import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedInvoices } from '../apps/server/src/db/seed/invoices/seed-invoices.ts';
import { SAMPLE_INVOICES } from '../apps/server/src/db/seed/invoices/invoice-data.ts';
import { readInvoicePicture } from '../apps/server/src/modules/invoice-check/picture.ts';
import { warmQrReader } from '../apps/server/src/modules/invoice-check/qr-reader.ts';
import { createInvoiceCheckService } from '../apps/server/src/modules/invoice-check/service.ts';
import { bindKeyWrap, createKeyWrap } from '../apps/server/src/modules/security/key-wrap.ts';
import { createUserService } from '../apps/server/src/modules/users/service.ts';
import { localInvoiceRegistry } from '../apps/server/src/providers/invoice-registry/local.ts';
import { invoicePhoto } from '../apps/server/test/support/invoice-photo.ts';
import { timing, type Timing } from './timing.ts';

/**
 * Issue 24's budget, in process on PGlite in memory:  node --import tsx bench/invoice-check.ts
 * invoice picture check of a ~2 MB photo (2000x1500 JPEG, noise, QR turned 17 degrees): the
 * server's work after the upload is read — sharp decodes the JPEG, ZXing finds and reads the QR,
 * the fields are parsed, the registry row is read, compared and the history row written.
 * The envelope (SM4, SM3 of the file) and the upload's transfer are not part of it.
 */
const ROUNDS = 20;

export interface InvoiceCheckMeasurement {
  photoBytes: number;
  total: Timing;
  decode: Timing;
  /** CPU time of the process (all threads) per check: what the machine's other load cannot inflate much. */
  cpu: Timing;
}

export async function measureInvoiceCheck(): Promise<InvoiceCheckMeasurement> {
  const database = openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    bindKeyWrap(database.db, createKeyWrap(randomBytes(32)));
    await seedInvoices(database.db);
    const user = await createUserService(database.db).register({ userType: 'personal', loginName: 'bench_invoice', realName: '压测', phone: '13799990001', password: 'Bench@2026' });
    const checks = createInvoiceCheckService(database.db, localInvoiceRegistry(database.db));
    const i = SAMPLE_INVOICES.ordinary;
    const photo = await invoicePhoto(`01,10,${i.invoiceCode},${i.invoiceNo},${(i.amountFen / 100).toFixed(2)},${i.invoiceDate.replaceAll('-', '')},${i.checkCode},A1B2,`);
    await warmQrReader();
    // One round unmeasured: the first sharp and wasm calls pay their start-up.
    await checks.check(user.id, { ...(await readInvoicePicture(photo, false)), source: 'picture' });
    const total: number[] = [];
    const decode: number[] = [];
    const cpu: number[] = [];
    for (let n = 0; n < ROUNDS; n++) {
      const c = process.cpuUsage();
      const t = performance.now();
      const form = await readInvoicePicture(photo, false);
      const read = performance.now();
      const result = await checks.check(user.id, { ...form, source: 'picture' });
      total.push(performance.now() - t);
      decode.push(read - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
      if (result.outcome !== 'genuine') throw new Error(`the bench invoice did not check genuine: ${result.message}`);
    }
    return { photoBytes: photo.length, total: timing(total), decode: timing(decode), cpu: timing(cpu) };
  } finally {
    await database.close();
  }
}

const ms = (t: Timing) => `p50 ${t.p50.toFixed(0)} ms, p99 ${t.p99.toFixed(0)} ms`;

export function invoiceCheckRows(m: InvoiceCheckMeasurement): string[] {
  const size = `${(m.photoBytes / 1024 / 1024).toFixed(2)} MB 2000x1500 photo`;
  return [
    `| invoice picture check, ${size}: decode + parse + lookup + history row (server time, ${ROUNDS} runs) | ${ms(m.total)} | < 300 ms |`,
    `| of which sharp decode + ZXing QR read | ${ms(m.decode)} | |`,
    `| CPU time per picture check (all threads) | ${ms(m.cpu)} | |`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const row of invoiceCheckRows(await measureInvoiceCheck())) console.log(row);
}
