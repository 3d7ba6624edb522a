import ExcelJS from 'exceljs';
import type { ImportColumn } from '@portal/contract/calls/common/import-report';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The template of an operators' import: the header and one example row, as CSV (with a BOM, so
 * Excel opens the UTF-8 Chinese intact) or as XLSX (text cells, so codes keep their leading
 * zeros, plus a 填写说明 sheet saying which columns are required).
 */
export async function importTemplateFile(
  name: string,
  sheetName: string,
  columns: readonly ImportColumn[],
  format: 'csv' | 'xlsx',
): Promise<{ fileName: string; mimeType: string; base64: string }> {
  if (format === 'csv') {
    const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    const text = [columns.map((c) => c.title), columns.map((c) => c.example)].map((l) => l.map(quote).join(',')).join('\r\n');
    return { fileName: `${name}.csv`, mimeType: 'text/csv', base64: Buffer.from(`\ufeff${text}\r\n`, 'utf8').toString('base64') };
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.title, key: c.key, width: Math.max(14, c.example.length * 1.6) }));
  sheet.columns.forEach((col) => (col.numFmt = '@'));
  sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.example])));
  sheet.getRow(1).font = { bold: true };
  const help = book.addWorksheet('填写说明');
  help.columns = [
    { header: '列名', key: 'title', width: 18 },
    { header: '是否必填', key: 'rule', width: 10 },
    { header: '示例', key: 'example', width: 40 },
  ];
  for (const c of columns) help.addRow({ title: c.title, rule: c.required ? '必填' : '选填', example: c.example });
  help.getRow(1).font = { bold: true };
  return { fileName: `${name}.xlsx`, mimeType: XLSX_TYPE, base64: Buffer.from(await book.xlsx.writeBuffer()).toString('base64') };
}
