import { PassThrough, type Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { StatementRow } from './repo.ts';
import type { StatementHeader, StatementSection } from './statement-model.ts';
import { STATEMENT_TEXTS as T, accountLabel, accountTypeName, money } from './statement-texts.ts';
import { beijingDateTime } from '../../lib/china-time.ts';

/** The Chinese font (OFL), embedded as a subset of the glyphs a statement uses. */
export const STATEMENT_FONT = fileURLToPath(new URL('../../../assets/fonts/NotoSansSC-Regular.ttf', import.meta.url));

// A4 landscape, in points.
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const CONTENT_BOTTOM = PAGE.height - 48;
const ROW_H = 15;
const FONT_SIZE = 7.5;
/** Column widths (sum = page width − margins) and which are money (right-aligned). */
const COLUMNS: { width: number; right?: boolean }[] = [
  { width: 56 },
  { width: 56 },
  { width: 104 },
  { width: 120 },
  { width: 110 },
  { width: 84 },
  { width: 48 },
  { width: 64, right: true },
  { width: 64, right: true },
  { width: 63.89, right: true },
];

type Doc = PDFKit.PDFDocument;

/** Cuts a text to `width` points with an ellipsis, so every row is one line high. */
function fit(doc: Doc, text: string, width: number): string {
  const full = doc.widthOfString(text);
  if (full <= width) return text;
  // Start near the right length (one measure), then trim to fit.
  let cut = text.slice(0, Math.ceil((text.length * width) / full));
  while (cut.length > 0 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function cells(doc: Doc, values: string[], y: number) {
  let x = MARGIN;
  for (const [i, col] of COLUMNS.entries()) {
    const text = fit(doc, values[i] ?? '', col.width - 4);
    const at = col.right ? x + col.width - 2 - doc.widthOfString(text) : x + 2;
    doc.text(text, at, y + 4, { lineBreak: false });
    x += col.width;
  }
}

function tableHead(doc: Doc, y: number): number {
  doc.rect(MARGIN, y, PAGE.width - 2 * MARGIN, ROW_H).fill('#eef2f7').fillColor('#000');
  cells(doc, [...T.columns], y);
  doc.moveTo(MARGIN, y + ROW_H).lineTo(PAGE.width - MARGIN, y + ROW_H).lineWidth(0.5).stroke('#8a94a6');
  return y + ROW_H;
}

function rowTexts(r: StatementRow): string[] {
  return [
    r.bookingDate,
    r.valueDate,
    r.serialNo,
    r.counterpartyName,
    r.counterpartyAccount,
    r.summary,
    r.channel,
    r.borrowTag === '1' ? money(r.amount) : '',
    r.borrowTag === '0' ? money(r.amount) : '',
    money(r.balance),
  ];
}

/** The statement's header block on the first page of a section; returns where the table starts. */
function sectionHead(doc: Doc, header: StatementHeader, s: StatementSection): number {
  const { account, totals, period } = s;
  doc.fontSize(16).text(`${header.bankName} ${T.title}`, MARGIN, MARGIN, { width: PAGE.width - 2 * MARGIN, align: 'center' });
  doc.fontSize(9);
  const periodText = `${period.beginDate ?? '开户'} 至 ${period.endDate ?? '今'}`;
  const lines: [string, string][][] = [
    [[T.enterprise, account.enterpriseName], [T.account, accountLabel(account)]],
    [[T.accountType, accountTypeName(account.accountType)], [T.currency, account.currency], [T.branch, account.branchName]],
    [[T.period, periodText], [T.openingBalance, money(totals.openingBalance)], [T.closingBalance, money(totals.closingBalance)]],
  ];
  let y = MARGIN + 30;
  const third = (PAGE.width - 2 * MARGIN) / 3;
  for (const line of lines) {
    line.forEach(([label, value], i) => {
      const width = line.length === 2 && i === 1 ? 2 * third : third;
      doc.text(fit(doc, `${label}：${value}`, width - 8), MARGIN + i * third, y, { lineBreak: false });
    });
    y += 15;
  }
  doc.fontSize(FONT_SIZE);
  return tableHead(doc, y + 4);
}

/** A continuation page: a short running head, then the column headers again. */
function continuationHead(doc: Doc, s: StatementSection): number {
  doc.fontSize(8).text(`${T.account}：${accountLabel(s.account)}    ${T.period}：${s.period.beginDate ?? '开户'} 至 ${s.period.endDate ?? '今'}`, MARGIN, MARGIN, { lineBreak: false });
  doc.fontSize(FONT_SIZE);
  return tableHead(doc, MARGIN + 14);
}

async function writeSection(doc: Doc, header: StatementHeader, s: StatementSection, first: boolean) {
  if (!first) doc.addPage();
  let y = sectionHead(doc, header, s);
  let written = 0;
  for await (const batch of s.rows()) {
    for (const r of batch) {
      if (y + ROW_H > CONTENT_BOTTOM) {
        doc.addPage();
        y = continuationHead(doc, s);
      }
      cells(doc, rowTexts(r), y);
      doc.moveTo(MARGIN, y + ROW_H).lineTo(PAGE.width - MARGIN, y + ROW_H).lineWidth(0.25).stroke('#d5dbe5');
      y += ROW_H;
      written += 1;
    }
  }
  if (y + 3 * ROW_H > CONTENT_BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  doc.fontSize(9);
  if (written === 0) {
    doc.text(T.noRows, MARGIN, y + 8, { lineBreak: false });
    y += ROW_H;
  }
  const t = s.totals;
  doc.text(`${T.rows}：${t.rows}    ${T.totalsLine(t.incomeCount, t.incomeTotal, t.expenseCount, t.expenseTotal)}`, MARGIN, y + 8, { lineBreak: false });
  doc.text(`${T.openingBalance}：${money(t.openingBalance)}    ${T.closingBalance}：${money(t.closingBalance)}`, MARGIN, y + 8 + ROW_H, { lineBreak: false });
}

/** Page numbers and the printed time on every page, once the page count is known. */
function footers(doc: Doc, header: StatementHeader) {
  const range = doc.bufferedPageRange();
  doc.fontSize(8);
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = PAGE.height - 34;
    doc.text(`${T.printedAt}：${beijingDateTime(header.printedAt)}`, MARGIN, y, { lineBreak: false });
    const pageText = T.pageOf(i + 1, range.count);
    doc.text(pageText, PAGE.width - MARGIN - doc.widthOfString(pageText), y, { lineBreak: false });
  }
}

/**
 * The statement as a PDF (A4 landscape): the bank's header, account, period, opening and closing
 * balance, the rows with the column headers on every page, totals, 第 n 页 / 共 m 页 and the printed
 * time. Pages are kept until the count is known (bufferPages): a statement holds at most
 * DOWNLOAD_PAGE_SIZE rows, about 40 pages.
 */
export function pdfStatement(header: StatementHeader, sections: StatementSection[], title: string): Readable {
  const out = new PassThrough();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 10 },
    bufferPages: true,
    info: { Title: title, Author: header.bankName, Creator: header.bankName, CreationDate: header.printedAt },
  });
  doc.pipe(out);
  doc.registerFont('statement', STATEMENT_FONT);
  doc.font('statement');
  void (async () => {
    for (const [i, s] of sections.entries()) await writeSection(doc, header, s, i === 0);
    footers(doc, header);
    doc.end();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
