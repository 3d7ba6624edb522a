import { describe, expect, it } from 'vitest';
import { fileNameOf } from '@portal/contract/envelope/blob-download';
import { contentDisposition } from '../src/plugins/blob-call.ts';
import { downloadName, looksLikePdf, sniffFileKind } from '../src/modules/documents/file-kind.ts';
import { markRanges, searchTerms, snippet, suggestionsFrom } from '../src/modules/documents/search-text.ts';

describe('document search text', () => {
  it('marks every occurrence of every word, merged and in order, case-insensitively', () => {
    const terms = searchTerms('  U盾  驱动 u盾 ');
    expect(terms).toEqual(['u盾', '驱动']);
    expect(markRanges('安装U盾驱动后插入u盾', terms)).toEqual([
      [2, 4],
      [4, 6],
      [9, 11],
    ]);
  });

  it('cuts a one-line snippet around the first match with ellipses', () => {
    const text = `${'前文'.repeat(40)}\n第二行 关键字 在这里\n${'后文'.repeat(80)}`;
    const s = snippet(text, ['关键字']);
    expect(s.text.startsWith('…')).toBe(true);
    expect(s.text.endsWith('…')).toBe(true);
    expect(s.text).not.toContain('\n');
    const [start, end] = s.marks[0]!;
    expect(s.text.slice(start, end)).toBe('关键字');
  });

  it('suggests titles, keywords and headings that contain the typed text, shortest first', () => {
    const docs = [{ title: '企业网上银行用户手册', keywords: '转账汇款,代发工资', bodyText: '第三章 转账汇款\n3.1 单笔转账\n正文提到转账的句子不算标题' }];
    expect(suggestionsFrom(docs, '转账', 8)).toEqual(['单笔转账', '转账汇款']);
    expect(suggestionsFrom(docs, ' ', 8)).toEqual([]);
  });

  it('names a download in ASCII and UTF-8, and reads the UTF-8 name back', () => {
    const header = contentDisposition('企业网上银行用户手册（V5.2）.pdf');
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(fileNameOf(header, 'x.pdf')).toBe('企业网上银行用户手册（V5.2）.pdf');
    expect(fileNameOf('attachment; filename="a.pdf"', 'x.pdf')).toBe('a.pdf');
    expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf');
  });

  it('knows a PDF by its header bytes, not its name', () => {
    expect(looksLikePdf(new TextEncoder().encode('%PDF-1.7\n...'))).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode('\n\n%PDF-1.4'))).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode('PK\x03\x04 not a pdf'))).toBe(false);
  });

  it('knows vendor installers by their bytes and names the download with the real extension', () => {
    const bytes = (...v: number[]) => new Uint8Array([...v, 0, 0, 0, 0]);
    expect(sniffFileKind(bytes(0x4d, 0x5a))?.ext).toBe('exe');
    expect(sniffFileKind(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))?.ext).toBe('msi');
    expect(sniffFileKind(bytes(0x50, 0x4b, 0x03, 0x04))?.ext).toBe('zip');
    expect(sniffFileKind(new TextEncoder().encode('!<arch>\ndebian-binary   '))?.ext).toBe('deb');
    expect(sniffFileKind(new TextEncoder().encode('#!/bin/sh\nrm -rf /'))).toBeUndefined();
    const exe = sniffFileKind(bytes(0x4d, 0x5a))!;
    expect(downloadName(undefined, '飞天驱动.pdf', exe)).toBe('飞天驱动.exe');
    expect(downloadName('安装包', 'x.exe', exe)).toBe('安装包.exe');
    expect(downloadName(undefined, 'setup.EXE', exe)).toBe('setup.EXE');
  });
});
