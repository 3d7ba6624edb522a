import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, SANITIZE_OPTIONS, SANITIZE_WHITELIST } from '../src/sanitize.ts';
import { htmlSafetyProblems } from './html-safety.ts';
import { XSS_PAYLOADS } from './xss-payloads.ts';

describe('sanitizeHtml: XSS payload corpus', () => {
  it('has a corpus of at least 40 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(XSS_PAYLOADS)('neutralises %s', (_name, payload) => {
    const out = sanitizeHtml(payload);
    expect(htmlSafetyProblems(out)).toEqual([]);
    expect(out).not.toMatch(/<\s*script/i);
    expect(out).not.toMatch(/<\s*(?:iframe|object|embed)/i);
    // Values are always double-quoted with inner quotes escaped, so blanking them leaves names.
    const names = out.replace(/"[^"]*"/g, '""');
    expect(names).not.toMatch(/<[^>]*\sstyle\b/i);
    expect(names).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(out.replaceAll('href="javascript:;"', '')).not.toMatch(/javascript:/i);
    expect(out).not.toMatch(/vbscript:|data:text/i);
  });
});

describe('sanitizeHtml: rules', () => {
  it('removes script elements with their bodies', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<p>a</p><script>alert(1)')).toBe('<p>a</p>');
    expect(sanitizeHtml('<script type="text/javascript">var a = "<b>";</script>ok')).toBe('ok');
  });

  it('removes style elements with their bodies', () => {
    expect(sanitizeHtml('<style>p{color:red}</style><p>x</p>')).toBe('<p>x</p>');
  });

  it('drops style attributes everywhere (CSS is disallowed)', () => {
    expect(sanitizeHtml('<p style="color:red">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<span style="font-weight:bold">x</span>')).toBe('<span>x</span>');
    for (const attrs of Object.values(SANITIZE_WHITELIST)) expect(attrs).not.toContain('style');
  });

  it('keeps the exact inert link idiom and nothing like it', () => {
    expect(sanitizeHtml('<a href="javascript:;">返回</a>')).toBe('<a href="javascript:;">返回</a>');
    expect(sanitizeHtml('<a href="javascript:;" onclick="go()">返回</a>')).toBe('<a href="javascript:;">返回</a>');
    expect(sanitizeHtml('<a href="javascript:;alert(1)">x</a>')).toBe('<a href>x</a>');
    expect(sanitizeHtml('<img src="javascript:;">')).toBe('<img src>');
  });

  it('blocks script schemes in any attribute, not only href and src', () => {
    expect(sanitizeHtml('<a href="https://x.example" title="javascript:alert(1)">x</a>')).toBe(
      '<a href="https://x.example" title>x</a>',
    );
  });

  it('removes on* attributes and attributes outside the whitelist', () => {
    expect(sanitizeHtml('<p onclick="x()" class="c" id="i">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<img src="/a.png" onload="x()" alt="logo">')).toBe('<img src="/a.png" alt="logo">');
  });

  it('escapes attribute values', () => {
    expect(sanitizeHtml('<img alt=\'a"b<c>\' src="/a.png">')).toBe('<img alt="a&quot;b&lt;c&gt;" src="/a.png">');
  });

  it('drops tags outside the whitelist but keeps their text', () => {
    expect(sanitizeHtml('<font color="red">红色</font><center>居中</center>')).toBe('红色居中');
    expect(sanitizeHtml('<section><article>正文</article></section>')).toBe('正文');
  });

  it('keeps a stray < that is not a tag as escaped text', () => {
    expect(sanitizeHtml('<p>金额 < 100 且 > 0</p>')).toBe('<p>金额 &lt; 100 且 &gt; 0</p>');
  });

  it('keeps typical footer and notice markup intact', () => {
    const footer =
      '<p>版权所有 © 2024 某某银行股份有限公司 <a href="https://www.bank.example/icp" target="_blank">沪ICP备00000000号</a></p>' +
      '<p><img src="/assets/police.png" alt="公安备案" width="20" height="20"><strong>客服热线</strong>：95500<br></p>' +
      '<table border="1"><thead><tr><th colspan="2">费率</th></tr></thead><tbody><tr><td align="center">转账</td><td>免费</td></tr></tbody></table>' +
      '<ul><li><em>一</em></li><li><u>二</u></li></ul><h3>标题</h3><blockquote>引用</blockquote><hr>H<sub>2</sub>O x<sup>2</sup>';
    expect(sanitizeHtml(footer)).toBe(footer);
  });

  it('allows data:image only as an img source', () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=">');
    expect(sanitizeHtml('<a href="data:image/png;base64,iVBORw0KGgo=">x</a>')).toBe('<a href>x</a>');
  });

  it('restricts link targets to _blank and _self', () => {
    expect(sanitizeHtml('<a href="/x" target="_self">x</a>')).toBe('<a href="/x" target="_self">x</a>');
    expect(sanitizeHtml('<a href="/x" target="evil">x</a>')).toBe('<a href="/x" target>x</a>');
  });

  it('strips comments', () => {
    expect(sanitizeHtml('a<!-- secret -->b')).toBe('ab');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });

  it('uses strict options: no CSS in any whitelist, blank characters stripped', () => {
    expect(SANITIZE_OPTIONS.stripBlankChar).toBe(true);
    expect(SANITIZE_OPTIONS.allowCommentTag).toBe(false);
  });
});

describe('sanitizeHtml: properties', () => {
  const token = fc.constantFrom(
    '<', '>', '"', "'", '=', '/', ' ', '\t', '\n', '&', '#', ';', ':', '&#x6A;', '&colon;',
    'script', 'SCRIPT', 'style', 'img', 'a', 'p', 'svg', 'iframe', 'src', 'href', 'title', 'alt',
    'onerror', 'onclick', 'javascript', 'java\tscript', 'vbscript', 'data', 'alert(1)', 'x', '银行', '<!--', '-->',
  );
  const htmlish = fc.array(token, { maxLength: 40 }).map((parts) => parts.join(''));

  it('never emits an executable vector for fuzzed tag soup', () => {
    fc.assert(
      fc.property(htmlish, (input) => {
        expect(htmlSafetyProblems(sanitizeHtml(input))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent, so storing and rendering clean the same way', () => {
    fc.assert(
      fc.property(htmlish, (input) => {
        const once = sanitizeHtml(input);
        expect(sanitizeHtml(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves plain text without markup characters untouched', () => {
    fc.assert(
      fc.property(fc.string().filter((s) => ![...s].some((c) => c === '<' || c === '>' || c <= '\u001f' || c === '\u007f')), (text) => {
        expect(sanitizeHtml(text)).toBe(text);
      }),
    );
  });
});
