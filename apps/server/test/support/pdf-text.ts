import { inflateSync } from 'node:zlib';

/**
 * Reads what a pdfkit PDF says without a PDF library (pdftotext is not installed here): the
 * streams are inflated, the embedded font's ToUnicode CMap maps glyph codes back to text, and
 * each text object (BT … ET) of the page content becomes one line. Enough for pdfkit's own
 * output (one embedded Type0 font, hex-encoded TJ strings); not a general PDF reader.
 */
export interface PdfFacts {
  /** Every page's text objects, one string each, in page-content order. */
  lines: string[];
  pages: number;
  /** /BaseFont names of the embedded fonts, e.g. ABCDEF+NotoSansSC-Regular. */
  fonts: string[];
  /** Bytes of each embedded font program (FontFile2), uncompressed. */
  fontBytes: number[];
}

interface RawStream {
  obj: number;
  dict: string;
  data: Buffer;
}

function streams(pdf: Buffer): RawStream[] {
  const text = pdf.toString('latin1');
  const out: RawStream[] = [];
  // One object's dictionary: the match may not run on into the next object.
  const re = /(\d+) 0 obj\s*<<((?:(?!\bobj\b)[\s\S])*?)>>\s*stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const dict = m[2]!;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? -1);
    if (length < 0) continue;
    const start = m.index + m[0].length;
    const raw = pdf.subarray(start, start + length);
    out.push({ obj: Number(m[1]), dict, data: /FlateDecode/.test(dict) ? inflateSync(raw) : raw });
  }
  return out;
}

function utf16(hex: string): string {
  let s = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) s += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return s;
}

/** bfrange entries `<lo> <hi> [<u1> <u2> …]` and `<lo> <hi> <u>`, and bfchar `<code> <u>`. */
function toUnicode(cmap: string, into: Map<number, string>) {
  for (const m of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    const lo = parseInt(m[1]!, 16);
    [...m[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((u, i) => into.set(lo + i, utf16(u[1]!)));
  }
  // The arrays are read: what is left are the ranges onto consecutive characters.
  const rest = cmap.replace(/\[[^\]]*\]/g, '');
  for (const m of rest.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
    const [lo, hi, base] = [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
    for (let c = lo; c <= hi; c++) into.set(c, String.fromCharCode(base + c - lo));
  }
}

export function readPdf(pdf: Buffer): PdfFacts {
  const all = streams(pdf);
  const map = new Map<number, string>();
  for (const s of all) {
    const body = s.data.toString('latin1');
    if (body.includes('begincmap')) toUnicode(body, map);
  }
  const decode = (hex: string) => {
    let s = '';
    for (let i = 0; i + 4 <= hex.length; i += 4) s += map.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
    return s;
  };
  const lines: string[] = [];
  for (const s of all) {
    const body = s.data.toString('latin1');
    if (!/\bBT\b/.test(body) || body.includes('begincmap')) continue;
    for (const block of body.split(/\bET\b/)) {
      const parts = [...block.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)].map((m) =>
        m[1] !== undefined ? [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decode(h[1]!)).join('') : decode(m[2]!),
      );
      if (parts.length > 0) lines.push(parts.join(''));
    }
  }
  const text = pdf.toString('latin1');
  return {
    lines,
    pages: (text.match(/\/Type \/Page\b(?!s)/g) ?? []).length,
    fonts: [...text.matchAll(/\/FontName \/([A-Z]{6}\+[^\s/]+)/g)].map((m) => m[1]!),
    fontBytes: [...text.matchAll(/\/FontFile2 (\d+) 0 R/g)].map((m) => all.find((s) => s.obj === Number(m[1]))?.data.length ?? 0),
  };
}
