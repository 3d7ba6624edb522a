/**
 * A manual as data: rendered once to HTML and printed to PDF by render.ts, and flattened to the
 * plain text the document centre searches. Both come from the same words, so a hit in the text
 * is always in the PDF.
 */
export interface ManualSection {
  title: string;
  /** Paragraphs; a paragraph starting with "注意：" is printed as a notice box. */
  paragraphs?: string[];
  /** Numbered operation steps. */
  steps?: string[];
  /** A small table: first row is the header. */
  table?: string[][];
}

export interface ManualChapter {
  title: string;
  sections: ManualSection[];
}

export interface Manual {
  /** File stem under files/: <slug>.pdf and <slug>.txt */
  slug: string;
  title: string;
  subtitle: string;
  version: string;
  issued: string;
  preface: string[];
  chapters: ManualChapter[];
}

const BANK = '鼎信银行股份有限公司';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const CSS = `
@page { size: A4; margin: 18mm 16mm 18mm 16mm; }
/* One face, one weight: every extra CJK face embeds another large font subset in the PDF. */
* { font-weight: normal !important; }
body { font-family: 'Noto Sans CJK SC'; font-size: 10.5pt; line-height: 1.75; color: #1f2329; }
.cover { height: 240mm; display: flex; flex-direction: column; justify-content: center; border-left: 6px solid #b8202c; padding-left: 14mm; page-break-after: always; }
.cover .bank { color: #b8202c; font-size: 14pt; letter-spacing: 2px; }
.cover h1 { font-size: 26pt; margin: 8mm 0 4mm; }
.cover .sub { font-size: 13pt; color: #555; }
.cover .meta { margin-top: 30mm; color: #666; font-size: 10pt; }
h2 { font-size: 15pt; color: #b8202c; border-bottom: 1px solid #e5c6c8; padding-bottom: 2mm; margin-top: 10mm; page-break-after: avoid; }
h3 { font-size: 11.5pt; margin: 6mm 0 2mm; page-break-after: avoid; }
p { margin: 1.5mm 0; text-align: justify; }
ol { margin: 1.5mm 0 1.5mm 6mm; padding-left: 4mm; }
li { margin: 1mm 0; }
.notice { background: #fff6e6; border-left: 3px solid #e6a23c; padding: 2mm 3mm; }
table { border-collapse: collapse; width: 100%; margin: 2mm 0; font-size: 9.5pt; }
th, td { border: 1px solid #d0d3d9; padding: 1.5mm 2mm; text-align: left; vertical-align: top; }
th { background: #f4f5f7; }
.toc li { margin: 0.5mm 0; }
.foot { margin-top: 12mm; color: #888; font-size: 9pt; border-top: 1px solid #ddd; padding-top: 2mm; }
`;

function chapterNo(i: number): string {
  return `第${'一二三四五六七八九十'[i] ?? String(i + 1)}章`;
}

/** The printable HTML of a manual. */
export function manualHtml(m: Manual): string {
  const parts: string[] = [];
  parts.push(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(m.title)}</title><style>${CSS}</style></head><body>`);
  parts.push(
    `<section class="cover"><div class="bank">${BANK}</div><h1>${esc(m.title)}</h1><div class="sub">${esc(m.subtitle)}</div>` +
      `<div class="meta">文档版本：${esc(m.version)}<br>发布日期：${esc(m.issued)}<br>客服热线：95386</div></section>`,
  );
  parts.push('<h2>前言</h2>');
  for (const p of m.preface) parts.push(`<p>${esc(p)}</p>`);
  parts.push('<h3>目录</h3><ol class="toc">');
  m.chapters.forEach((c, i) => parts.push(`<li>${chapterNo(i)} ${esc(c.title)}</li>`));
  parts.push('</ol>');
  m.chapters.forEach((c, i) => {
    parts.push(`<h2>${chapterNo(i)} ${esc(c.title)}</h2>`);
    c.sections.forEach((s, j) => {
      parts.push(`<h3>${i + 1}.${j + 1} ${esc(s.title)}</h3>`);
      for (const p of s.paragraphs ?? []) parts.push(p.startsWith('注意：') ? `<p class="notice">${esc(p)}</p>` : `<p>${esc(p)}</p>`);
      if (s.steps) parts.push(`<ol>${s.steps.map((t) => `<li>${esc(t)}</li>`).join('')}</ol>`);
      if (s.table) {
        const [head = [], ...rows] = s.table;
        parts.push(
          `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>` +
            rows.map((r) => `<tr>${r.map((d) => `<td>${esc(d)}</td>`).join('')}</tr>`).join('') +
            '</tbody></table>',
        );
      }
    });
  });
  parts.push(`<div class="foot">${BANK} 版权所有。本手册内容如有更新，以鼎信银行企业金融门户“文档中心”发布的最新版本为准。</div>`);
  parts.push('</body></html>');
  return parts.join('\n');
}

/** The manual's words as plain text, one paragraph a line: what keyword search reads. */
export function manualText(m: Manual): string {
  const lines: string[] = [m.title, m.subtitle, `文档版本：${m.version}`, ...m.preface];
  m.chapters.forEach((c, i) => {
    lines.push(`${chapterNo(i)} ${c.title}`);
    c.sections.forEach((s, j) => {
      lines.push(`${i + 1}.${j + 1} ${s.title}`);
      lines.push(...(s.paragraphs ?? []));
      (s.steps ?? []).forEach((t, k) => lines.push(`${k + 1}. ${t}`));
      for (const row of s.table ?? []) lines.push(row.join('  '));
    });
  });
  return lines.join('\n') + '\n';
}
