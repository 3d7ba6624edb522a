import xssDefault, { FilterXSS, type IFilterXSSOptions, type IWhiteList } from 'xss';
import type * as XssModule from 'xss';

/**
 * The rich-text sanitiser of spec §5 for operator-edited HTML (footer copyright, notices,
 * agreements). The server runs it when content is stored and the client again before render,
 * so a row written before a rule change is still cleaned.
 *
 * Rules, as the spec states them:
 * - script and style elements are removed together with their bodies;
 * - CSS is disallowed: `style` is in no tag's attribute list. (js-xss `css: false` would only
 *   switch its CSS value filter off, not forbid CSS, so the filter is left at its default as a
 *   second line should `style` ever be whitelisted by mistake.)
 * - javascript:, vbscript:, livescript: and mocha: values are blocked in every attribute, after
 *   entity decoding and with whitespace tolerated; the one exception is the exact
 *   `<a href="javascript:;">` idiom used for inert links, which is kept as is;
 * - attribute values are escaped; attributes whose names start with `on` are always dropped;
 * - tags outside the whitelist are dropped and their text kept (escaped), like js-xss
 *   `stripIgnoreTag` (reimplemented in `onIgnoreTag` so body stripping can share the hook).
 */

// Node's ESM loader only sees a few of the CommonJS module's named exports; the helpers are
// reached through the default export, which is the whole `module.exports` on Node and Vite.
const xssLib = xssDefault as unknown as typeof XssModule;

/** Attributes every table part may carry; presentational only. */
const CELL = ['align', 'valign', 'width', 'height', 'colspan', 'rowspan'];

/** Tags and attributes a bank's footer, notice and agreement HTML needs; nothing scriptable. */
export const SANITIZE_WHITELIST: IWhiteList = {
  a: ['href', 'title', 'target'],
  p: ['align'],
  br: [],
  span: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  ul: [],
  ol: [],
  li: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  img: ['src', 'alt', 'width', 'height'],
  table: ['width', 'border', 'cellpadding', 'cellspacing', 'align'],
  caption: [],
  colgroup: ['span', 'width'],
  col: ['span', 'width'],
  thead: ['align', 'valign'],
  tbody: ['align', 'valign'],
  tfoot: ['align', 'valign'],
  tr: ['align', 'valign'],
  th: CELL,
  td: CELL,
  div: ['align'],
  blockquote: [],
  hr: [],
  sub: [],
  sup: [],
};

/** The inert-link idiom the spec keeps verbatim. */
const INERT_HREF = 'javascript:;';

/** Script-bearing URL schemes, tolerant of whitespace smuggled between letters. */
const SCRIPT_SCHEME = /(?:j\s*a\s*v\s*a|v\s*b|l\s*i\s*v\s*e)\s*s\s*c\s*r\s*i\s*p\s*t\s*:|m\s*o\s*c\s*h\s*a\s*:/i;
const ALLOWED_TARGETS = new Set(['_blank', '_self']);

function safeAttrValue(tag: string, name: string, value: string, cssFilter: XssModule.ICSSFilter): string {
  if (tag === 'a' && name === 'href' && value.trim() === INERT_HREF) return INERT_HREF;
  // Decode entities (&#106;, &colon;, ...) and control characters the way a browser would
  // before looking for a scheme, so encoded payloads are caught too.
  if (SCRIPT_SCHEME.test(xssLib.friendlyAttrValue(value))) return '';
  if (name === 'target' && !ALLOWED_TARGETS.has(value.trim())) return '';
  // The library lets data:image/ through for href as well as src; a link has no use for it.
  if (name === 'href' && /^\s*data:/i.test(xssLib.friendlyAttrValue(value))) return '';
  // The library default restricts href/src to http(s), mailto, tel, relative and data:image/,
  // and escapes the value.
  return xssLib.safeAttrValue(tag, name, value, cssFilter);
}

/** `on*` handlers and `style` are refused here whatever the whitelist says. */
function onTagAttr(_tag: string, name: string): string | void {
  if (name.toLowerCase().startsWith('on') || name.toLowerCase() === 'style') return '';
}

/**
 * Elements dropped together with their content. Their open and close tags leave marker
 * control characters (which `stripBlankChar` guarantees the input no longer holds);
 * `sanitizeHtml` then cuts from an open marker to its close, or to the end like a browser
 * does with an unclosed <script>. (The library's own body stripper leaves "[removed]" text
 * behind when the closing tag is missing.)
 */
const BODY_MARKERS = new Map<string, readonly [open: string, close: string]>([
  ['script', ['\u0001', '\u0002']],
  ['style', ['\u0003', '\u0004']],
]);
// eslint-disable-next-line no-control-regex -- the markers are control characters on purpose
const CUT_BODIES = [/\u0001[^\u0002]*(?:\u0002|$)/g, /\u0003[^\u0004]*(?:\u0004|$)/g];
// eslint-disable-next-line no-control-regex -- as above
const STRAY_MARKERS = /[\u0001-\u0004]/g;

/**
 * Tags outside the whitelist are dropped, keeping their text. A `<` that a browser would not
 * read as a tag (`5 < 6 > 3`) is kept as escaped text rather than eaten with what follows.
 */
function onIgnoreTag(tag: string, html: string, options: { isClosing?: boolean }): string {
  // js-xss reads `<script/x>` as tag "script/x"; a browser reads a script element.
  const markers = BODY_MARKERS.get(tag.split('/', 1)[0] ?? tag);
  if (markers) return options.isClosing ? markers[1] : markers[0];
  return /^<[A-Za-z/!?]/.test(html) ? '' : xssLib.escapeHtml(html);
}

export const SANITIZE_OPTIONS: IFilterXSSOptions = {
  whiteList: SANITIZE_WHITELIST,
  onIgnoreTag,
  onTagAttr,
  safeAttrValue,
  // Control characters inside tag names and schemes (`java\0script:`) are removed first; this
  // also frees the control range for the body markers above.
  stripBlankChar: true,
  allowCommentTag: false,
};

const filter = new FilterXSS(SANITIZE_OPTIONS);

/** Cleans operator-supplied HTML for storage and for rendering with innerHTML. */
export function sanitizeHtml(html: string): string {
  let out = filter.process(html);
  for (const cut of CUT_BODIES) out = out.replace(cut, '');
  return out.replace(STRAY_MARKERS, '');
}
