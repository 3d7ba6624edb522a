import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@portal/contract/errors';
import type { StatementRow } from '../src/modules/account-statements/repo.ts';
import { createRenderPool, inThreadRenderer, type StatementRenderer } from '../src/modules/account-statements/render-pool.ts';
import type { StatementSection } from '../src/modules/account-statements/statement-model.ts';
import { readPdf } from './support/pdf-text.ts';
import { startTestServer } from './support/test-app.ts';

/**
 * Issue 35 point 6: statement PDFs and XLSX files are written on worker threads, so a crowd of
 * prints does not stall the thread that answers every call. The files are the same as those
 * the writers make on the calling thread; the threads start with the first file and end with
 * the app; a full waiting line refuses with a coded Chinese error before anything is sent.
 */

const HEADER = { bankName: '鼎信银行', printedAt: new Date('2026-03-01T02:03:04Z') };
const DAY_MS = 86_400_000;

function rowsOf(accountNo: string, count: number): StatementRow[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 4) * DAY_MS).toISOString().slice(0, 10);
    return {
      seq: i + 1,
      serialNo: `SN${accountNo.slice(-4)}${String(i).padStart(8, '0')}`,
      bookingDate: day,
      valueDate: day,
      bookedAt: `${day}T02:00:00.000Z`,
      borrowTag: i % 3 === 0 ? '0' : '1',
      amount: 12_345 + i,
      balance: 1_000_000 + i * 7,
      counterpartyName: i % 2 ? '深圳市测试供应商有限公司' : '广州某某贸易有限公司（长名称用于截断检查）',
      counterpartyAccount: `6222${String(i).padStart(12, '0')}`,
      summary: i % 5 ? '货款' : '代发工资',
      channel: '网银',
    };
  });
}

/** One account's section; its rows come in batches, each after `gate` (a slow database). */
function section(accountNo: string, count: number, options: { batch?: number; gate?: Promise<void>; fail?: boolean } = {}): StatementSection {
  const rows = rowsOf(accountNo, count);
  const batch = options.batch ?? 500;
  return {
    account: { accountNo, accountName: '鼎信示范科技有限公司', accountType: '0', currency: 'CNY', branchName: '深圳分行营业部', enterpriseId: 'E1', enterpriseName: '鼎信示范科技有限公司' },
    period: { beginDate: '2025-01-01', endDate: '2025-12-31' },
    totals: { rows: count, incomeCount: count - Math.ceil(count / 3), incomeTotal: 1_234_500, expenseCount: Math.ceil(count / 3), expenseTotal: 654_300, openingBalance: 1_000_000, closingBalance: 1_580_200 },
    rows: async function* () {
      for (let at = 0; at < rows.length || at === 0; at += batch) {
        await options.gate;
        if (options.fail) throw new Error('database went away');
        if (rows.length === 0) return;
        yield rows.slice(at, at + batch);
      }
    },
  };
}

const render = (renderer: StatementRenderer, kind: 'pdf' | 'xlsx', sections: StatementSection[]) => renderer.render(kind, HEADER, sections, '账户流水_测试.pdf');

/** Every sheet as names, column widths, cell values, number formats and fonts: what a workbook shows. */
async function workbookShown(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return {
    creator: book.creator,
    created: book.created,
    sheets: book.worksheets.map((sheet) => ({
      name: sheet.name,
      widths: sheet.columns.map((c) => c.width),
      rows: sheet.getRows(1, sheet.rowCount)!.map((row) => (row.values as unknown[]).map((value, i) => [value, row.getCell(i).numFmt, row.getCell(i).font?.bold])),
    })),
  };
}

const pools: StatementRenderer[] = [];
afterAll(() => Promise.all(pools.map((p) => p.close())));
const pool = (options: Parameters<typeof createRenderPool>[0] = {}) => {
  const made = createRenderPool(options);
  pools.push(made);
  return made;
};

describe('statement rendering threads', () => {
  it('write the same PDF, byte for byte, and the same workbook as the writers on the calling thread', async () => {
    const threads = pool({ threads: 1 });
    expect(threads.started).toBe(false);
    const sections = () => [section('6228000000000001', 1_460), section('6228000000000002', 0), section('6228000000000003', 7)];
    const [pdfHere, pdfThere] = await Promise.all([buffer(render(inThreadRenderer, 'pdf', sections())), buffer(render(threads, 'pdf', sections()))]);
    expect(threads.started).toBe(true);
    expect(pdfThere.equals(pdfHere)).toBe(true);
    expect((await readPdf(pdfThere)).pages).toBeGreaterThan(30);
    // A zip records when its entries were written: the workbook is compared as it reads.
    const [xlsxHere, xlsxThere] = await Promise.all([buffer(render(inThreadRenderer, 'xlsx', sections())), buffer(render(threads, 'xlsx', sections()))]);
    const shown = await workbookShown(xlsxThere);
    expect(shown).toEqual(await workbookShown(xlsxHere));
    expect(shown.sheets.map((s) => s.rows.length)).toEqual([1 + 14 + 1 + 1 + 1_460, 17, 17 + 7]);
  });

  it('keep the thread that answers calls free while five one-year statements are written', async () => {
    /** The longest the event loop went without turning (a 10 ms timer's worst gap) while `renderer` wrote 5 one-year PDFs at once. */
    async function worstDelayMs(renderer: StatementRenderer): Promise<number> {
      let last = performance.now();
      let worst = 0;
      const tick = () => {
        const now = performance.now();
        worst = Math.max(worst, now - last);
        last = now;
      };
      const timer = setInterval(tick, 10);
      await Promise.all(Array.from({ length: 5 }, (_, i) => buffer(render(renderer, 'pdf', [section(`62280000000001${String(i).padStart(2, '0')}`, 1_460, { batch: 1_460 })]))));
      tick();
      clearInterval(timer);
      return worst;
    }
    const threads = pool({ threads: 1 });
    await buffer(render(threads, 'pdf', [section('6228000000000099', 1)])); // the thread and its modules are loaded
    const onThreads = await worstDelayMs(threads);
    const here = await worstDelayMs(inThreadRenderer);
    // On the calling thread one file holds it up for its whole writing (hundreds of ms, more on a
    // busy machine); on threads only the hand-over of rows and bytes runs here.
    expect(onThreads, `worst delay on threads ${onThreads.toFixed(0)} ms, here ${here.toFixed(0)} ms`).toBeLessThan(here / 3);
    expect(onThreads).toBeLessThan(250);
  }, 120_000);

  it('refuse a file with STATEMENT_BUSY when every place and the waiting line are taken, and give a place back when a client goes away', async () => {
    const threads = pool({ threads: 1, jobsPerThread: 1, maxWaiting: 1 });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const writing = render(threads, 'xlsx', [section('6228000000000011', 10, { gate })]);
    const waitingOne = render(threads, 'pdf', [section('6228000000000012', 10)]);
    let refused: unknown;
    try {
      render(threads, 'pdf', [section('6228000000000013', 10)]);
    } catch (err) {
      refused = err;
    }
    expect(refused).toMatchObject({ code: ERRORS.STATEMENT_BUSY.code, status: 503, message: '当前打印和导出的请求较多，请稍后再试' });
    // The waiting customer gave up: the line has room again.
    waitingOne.destroy();
    await once(waitingOne, 'close');
    const next = render(threads, 'pdf', [section('6228000000000014', 10)]);
    open();
    const [xlsx, pdf] = await Promise.all([buffer(writing), buffer(next)]);
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('cut the file when its rows cannot be read, and go on with the next', async () => {
    const threads = pool({ threads: 1 });
    await expect(buffer(render(threads, 'pdf', [section('6228000000000021', 10, { fail: true })]))).rejects.toThrow('database went away');
    expect((await buffer(render(threads, 'pdf', [section('6228000000000022', 10)]))).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('start with the first file the app writes and end with the app', async () => {
    const server = await startTestServer();
    let stream: Readable | undefined;
    try {
      expect(server.app.statementRenderer.started).toBe(false);
      stream = render(server.app.statementRenderer, 'pdf', [section('6228000000000031', 10)]);
      expect((await buffer(stream)).subarray(0, 5).toString()).toBe('%PDF-');
      expect(server.app.statementRenderer.started).toBe(true);
    } finally {
      await server.close();
    }
    expect(server.app.statementRenderer.started).toBe(false);
    expect(() => render(server.app.statementRenderer, 'pdf', [section('6228000000000032', 1)])).toThrow('closed');
  });
});
