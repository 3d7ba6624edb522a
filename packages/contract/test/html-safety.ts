import { SANITIZE_WHITELIST } from '../src/sanitize.ts';

/**
 * Structural check of sanitiser output, stricter than grepping for bad substrings: the output
 * must be text without raw < or >, plus tags in js-xss's canonical form whose names and
 * attributes are whitelisted and whose attribute values carry no script scheme.
 * Returns the list of problems (empty when safe) so a failing payload shows why.
 */
export function htmlSafetyProblems(out: string): string[] {
  const problems: string[] = [];
  const TAG = /<(\/?)([a-z0-9]+)((?:\s+[^\s="<>/]+(?:="[^"<>]*")?)*)\s*(\/?)>/g;
  const ATTR = /([^\s="<>/]+)(?:="([^"<>]*)")?/g;
  const text = out.replace(TAG, (_m, _close: string, name: string, attrs: string) => {
    const allowed = SANITIZE_WHITELIST[name];
    if (!allowed) problems.push(`tag <${name}> not whitelisted`);
    for (const [, attr = '', value = ''] of attrs.matchAll(ATTR)) {
      const lower = attr.toLowerCase();
      if (lower.startsWith('on')) problems.push(`event handler ${attr}`);
      if (lower === 'style') problems.push('style attribute');
      if (allowed && !allowed.includes(lower)) problems.push(`attribute ${attr} not whitelisted on <${name}>`);
      const decoded = value.replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
        .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
        .replace(/&colon;?/gi, ':')
        .replace(/\s/g, '');
      const kept = name === 'a' && lower === 'href' && value === 'javascript:;';
      if (!kept && /(?:javascript|vbscript|livescript|mocha):/i.test(decoded)) problems.push(`script scheme in ${attr}="${value}"`);
      if (/^data:/i.test(decoded) && !(name === 'img' && lower === 'src' && /^data:image\//i.test(decoded))) {
        problems.push(`data url in ${attr}`);
      }
    }
    return '';
  });
  if (/[<>]/.test(text)) problems.push(`raw angle bracket outside a canonical tag: ${JSON.stringify(text)}`);
  if (/<\s*\/?\s*(?:script|iframe|object|embed|form|meta|link|base|svg|math|style)/i.test(out)) {
    problems.push('forbidden element');
  }
  return problems;
}
