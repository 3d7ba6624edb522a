import ExcelJS from 'exceljs';
import { AppError } from '../../errors.ts';

/** A table read from an upload: the header row and the data rows with their sheet row numbers. */
export interface Sheet {
  header: string[];
  rows: Array<{ row: number; cells: string[] }>;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Text of a CSV: UTF-8 (with or without BOM), else GBK as Excel in China saves it. */
function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('gbk', { fatal: true }).decode(bytes);
    } catch {
      throw new AppError('IMPORT_FILE_UNREADABLE');
    }
  }
}

/** RFC 4180 fields: commas, double-quoted fields with "" escapes and line breaks, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      lines.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    lines.push(row);
  }
  return lines;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the text a person typed: dates (Excel stores wall-clock time as UTC) as yyyy-mm-dd HH:mm:ss. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const d = value;
    const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
    return time === '00:00:00' ? date : `${date} ${time}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value);
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('IMPORT_FILE_UNREADABLE');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new AppError('IMPORT_EMPTY');
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    lines[number - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(lines, (l) => l ?? []);
}

/**
 * Reads the first sheet of an XLSX (by its zip signature) or a CSV. The first non-empty line is
 * the header; blank lines are skipped but keep the numbering, so row numbers match the sheet.
 */
export async function readSheet(bytes: Buffer, maxRows: number): Promise<Sheet> {
  const lines = bytes.subarray(0, 4).equals(ZIP_MAGIC) ? await readXlsx(bytes) : parseCsv(decodeCsv(bytes));
  const isBlank = (l: string[]) => l.every((c) => c.trim() === '');
  const headerIndex = lines.findIndex((l) => !isBlank(l));
  if (headerIndex < 0) throw new AppError('IMPORT_EMPTY');
  const header = lines[headerIndex]!.map((c) => c.trim());
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  const rows = lines
    .map((cells, i) => ({ row: i + 1, cells: cells.map((c) => c.trim()) }))
    .slice(headerIndex + 1)
    .filter((r) => !isBlank(r.cells));
  if (rows.length === 0) throw new AppError('IMPORT_EMPTY');
  if (rows.length > maxRows) throw new AppError('IMPORT_TOO_MANY_ROWS', { message: `导入文件的数据行过多（${rows.length}行），每次最多导入${maxRows}行，请分批导入` });
  return { header, rows };
}
