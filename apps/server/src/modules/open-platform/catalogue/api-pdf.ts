import PDFDocument from 'pdfkit';
import { STATEMENT_FONT } from '../../account-statements/pdf-statement.ts';

/**
 * An API's documentation as a printable PDF (A4): its title, code and address, then each
 * section. Table rows print as indented lines, code blocks in a grey box. The seed stores one
 * per API in the document centre, so `/yqzl/product/pdf/download` serves it.
 */
export function apiDocPdf(title: string, subtitle: string, sections: Array<{ title: string; body: string }>): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margins: { top: 56, left: 56, right: 56, bottom: 56 }, info: { Title: title, Author: '鼎信银行', Creator: '鼎信银行银企直联开放平台' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', STATEMENT_FONT);
  doc.font('body');
  doc.fontSize(18).fillColor('#0b3d91').text(title);
  doc.moveDown(0.3).fontSize(9).fillColor('#555').text(subtitle);
  for (const s of sections) {
    doc.moveDown(0.8).fontSize(13).fillColor('#0b3d91').text(s.title);
    doc.moveDown(0.2).fontSize(9).fillColor('#222');
    let code = false;
    for (const line of s.body.split('\n')) {
      if (line.startsWith('```')) {
        code = !code;
        continue;
      }
      if (code) doc.fillColor('#333').text(`    ${line}`);
      else if (line.startsWith('|')) {
        const cells = line.split('|').slice(1, -1).map((c) => c.trim());
        doc.fillColor('#222').text(`  ${cells.join('  ·  ')}`);
      } else doc.fillColor('#222').text(line);
    }
  }
  doc.end();
  return done;
}
