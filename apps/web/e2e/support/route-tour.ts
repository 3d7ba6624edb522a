import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { chartsWithoutTable } from './chart-tables.ts';
import { logInContext, type CustomerRoute } from './customer-routes.ts';
import { waitForHash, WAIT, type Portal } from './portal.ts';

/*
 * The tour of every customer screen (issue 20, issue 38): screens are opened by changing the
 * hash, as the portal's own links do, at the first width, then measured at each width in turn
 * by resizing the window (issue 36: each screen loads once, not once per width).
 */

/** A file-name-safe form of a hash for the screenshot. */
export const shotName = (hash: string) =>
  hash
    .replace(/^#\/?/, '')
    .replace(/(ticket|token)=[^&]+/, '$1')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'home';

/** The page's requests in flight, so a screen can be called loaded without networkidle's half second. */
function trackRequests(page: Page): Set<string> {
  const inFlight = new Set<string>();
  page.on('request', (r) => inFlight.add(`${r.method()} ${r.url()}`));
  page.on('requestfinished', (r) => inFlight.delete(`${r.method()} ${r.url()}`));
  page.on('requestfailed', (r) => inFlight.delete(`${r.method()} ${r.url()}`));
  return inFlight;
}

const BUSY = '.route-progress--busy, .ant-skeleton, .ant-spin-spinning';

/** Waits until the route has loaded its code and data: no loading bar, skeleton, spinner or request. */
async function settle(page: Page, hash: string, inFlight: Set<string>): Promise<void> {
  await waitForHash(page, hash.split('?')[0]!).catch(async (err: unknown) => {
    const at = await page.evaluate(() => window.location.hash).catch(() => '?');
    throw new Error(`${err instanceof Error ? err.message : String(err)}; the address is ${at}; in flight: ${[...inFlight].join(', ') || 'none'}`);
  });
  await page
    .waitForFunction((busy) => !document.querySelector(busy) && document.querySelector('#root')?.childElementCount !== 0, BUSY, WAIT)
    .catch(async (err: unknown) => {
      // Say what was still busy: the indicator on screen and the requests not answered.
      const shown = await page.evaluate((busy) => Array.from(document.querySelectorAll(busy), (e) => e.className).join('; '), BUSY).catch(() => '?');
      throw new Error(`${err instanceof Error ? err.message : String(err)}; busy: ${shown || 'none'}; in flight: ${[...inFlight].join(', ') || 'none'}`);
    });
  // Quiet for 150 ms in a row; pages that poll (the chat) are let go after 3 s.
  for (let quiet = 0, waited = 0; quiet < 3 && waited < 60; waited++) {
    await page.waitForTimeout(50);
    quiet = inFlight.size === 0 ? quiet + 1 : 0;
  }
}

/** Opens a screen as the portal's links do: by changing the hash. */
async function open(page: Page, hash: string, inFlight: Set<string>): Promise<void> {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
  // The router reacts to hashchange on its next task; give it one before looking.
  await page.waitForTimeout(50);
  await settle(page, hash, inFlight);
}

/** How far the document is wider than the window, in px (0 when it fits). */
export const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The widest element that sticks out of the window, to say what to fix. */
const culprit = (page: Page) =>
  page.evaluate(() => {
    let worst = '';
    let right = window.innerWidth;
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      const box = el.getBoundingClientRect();
      if (box.right > right + 0.5 && box.width > 0) {
        right = box.right;
        worst = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)} (right ${Math.round(box.right)})`;
      }
    }
    return worst;
  });

export type Viewport = { width: number; height: number };

/** The portal's two display modes: as everyone sees it, and in 关怀模式 (issue 38). */
export type DisplayMode = 'normal' | 'care';

/** One screen at one width in one mode: axe's serious and critical findings (issue 38). */
export interface AxeRow {
  hash: string;
  width: number;
  mode: DisplayMode;
  violations: string[];
}

export interface TourResult {
  /** What a customer would see as broken: sideways scrolling, page errors, raw times, axe findings, charts without their figures. */
  problems: string[];
  axe: AxeRow[];
}

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * Axe's WCAG 2.0 and 2.1 A/AA rules on the page as it is; serious and critical findings fail
 * (issue 38). Axe is put in the page once and run there for violations only: a tour changes the
 * hash, not the document, and AxeBuilder's inject-per-run with every pass collected cost 3-4
 * times as much (1.4-4.5 s against 0.4-1.3 s a screen).
 */
async function axeFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, AXE_TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const known = KNOWN_AXE_FINDINGS.some((k) => k.rule === v.id && v.targets.every((t) => k.target.test(t)));
      return `${v.id} × ${v.targets.length} (${v.targets.slice(0, 2).join('; ')})${known ? KNOWN_MARK : ''}`;
    });
}

const KNOWN_MARK = ' [known]';

/**
 * Findings still open, each with why (issue 38's closing note lists them). They are shown in the
 * table and do not fail the tour; any other finding does, so the list can only shrink.
 */
const KNOWN_AXE_FINDINGS: Array<{ rule: string; target: RegExp; why: string }> = [
  // None left: tabs wrap instead of hiding behind antd's "…" (ui/WrappingTabs), tables that
  // scroll are focusable named regions (ui/ScrollTable), and tags read at 4.5:1 (global.css).
];

/**
 * Every screen of `list` in `context` (whose window is `viewports[0]`), measured at each of
 * `viewports` in `mode`: the document fits the window, no page error, times formatted, and no
 * serious or critical axe finding.
 */
export async function visitAll(portal: Portal, context: BrowserContext, viewports: Viewport[], list: CustomerRoute[], mode: DisplayMode = 'normal'): Promise<TourResult> {
  const problems: string[] = [];
  const axe: AxeRow[] = [];
  if (mode === 'care') await context.addInitScript(() => localStorage.setItem('careMode', '1'));
  // 特色资产 (tszc) shows its service agreement once per browser session before its screens
  // (§4 enableGrant); this session has accepted it, so the tour sees the screens themselves.
  await context.addInitScript(() => sessionStorage.setItem('disclaimerAccepted:tszc', '1'));
  let current = '';
  const newTab = async () => {
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`${current}: page error ${error.message}`));
    const inFlight = trackRequests(page);
    await page.goto(`${portal.server.origin}/#/`);
    return { page, inFlight };
  };
  const visit = async ({ page, inFlight }: { page: Page; inFlight: Set<string> }, route: CustomerRoute) => {
    const [first, ...others] = viewports;
    current = `${route.hash} at ${first!.width} px`;
    // A screen that never settles names itself, not just the wait that ran out.
    await open(page, route.hash, inFlight).catch((err: unknown) => {
      throw new Error(`${current}: ${err instanceof Error ? err.message : String(err)}`);
    });
    const at = await page.evaluate(() => window.location.hash);
    if (at.startsWith('#/disclaimerInfo') && !route.hash.startsWith('#/disclaimerInfo')) problems.push(`${current}: shown the agreement instead (${at})`);
    const measure = async (width: number) => {
      const extra = await overflow(page);
      if (extra > 0) problems.push(`${current}: ${extra} px wider than the window; ${await culprit(page)}`);
      const violations = await axeFindings(page);
      axe.push({ hash: route.hash, width, mode, violations });
      for (const v of violations) if (!v.endsWith(KNOWN_MARK)) problems.push(`${current} (${mode}): axe ${v}`);
      for (const chart of await chartsWithoutTable(page)) problems.push(`${current}: the chart ${chart} has no table of its figures`);
    };
    await measure(first!.width);
    // Times are shown as the screens write them (China time, 2026-11-29 08:39), never as an ISO
    // instant (issue 37); code samples of the API documents (pre, code) show the wire format.
    const iso = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('pre, code, script, style')) continue;
        const hit = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}\S*/.exec(node.textContent ?? '');
        if (hit) return hit[0];
      }
      return undefined;
    });
    if (iso) problems.push(`${current}: shows the unformatted time ${iso}`);
    if (first!.width === 390) await portal.screenshot(page, `responsive-390-${mode === 'care' ? 'care-' : ''}${shotName(route.hash)}`);
    for (const viewport of others) {
      current = `${route.hash} at ${viewport.width} px`;
      // Layouts that follow the width (media queries, antd's breakpoints) redraw on resize;
      // settle's quiet spell lets them.
      await page.setViewportSize(viewport);
      await settle(page, route.hash, inFlight);
      await measure(viewport.width);
    }
    if (others.length > 0) await page.setViewportSize(first!);
  };
  // Visitors' screens first (login and register are for visitors), then the logged-in ones in
  // a new tab, whose start-up login check finds the session.
  const visitor = await newTab();
  for (const route of list.filter((r) => !r.login)) await visit(visitor, route);
  await visitor.page.close();
  await logInContext(portal.server, context);
  const customer = await newTab();
  await customer.page.getByTestId('header-center').waitFor(WAIT);
  for (const route of list.filter((r) => r.login)) await visit(customer, route);
  await customer.page.close();
  return { problems, axe };
}


/**
 * The axe table of a tour (route × width → serious and critical findings), written to
 * test-results/axe-<mode>.md for the issue's proof.
 */
export function writeAxeTable(rows: AxeRow[], mode: DisplayMode): string {
  const widths = [...new Set(rows.map((r) => r.width))].sort((a, b) => b - a);
  const hashes = [...new Set(rows.map((r) => r.hash))];
  const cell = (hash: string, width: number) => {
    const row = rows.find((r) => r.hash === hash && r.width === width);
    return row ? (row.violations.length === 0 ? '0' : row.violations.join('<br>')) : '–';
  };
  const table = [
    `| route (${mode === 'care' ? '关怀模式' : 'normal'}) | ${widths.map((w) => `${w} px`).join(' | ')} |`,
    `|---|${widths.map(() => '---:').join('|')}|`,
    ...hashes.map((hash) => `| \`${hash.replace(/(ticket|token)=[^&]+/, '$1=…')}\` | ${widths.map((w) => cell(hash, w)).join(' | ')} |`),
  ].join('\n');
  mkdirSync('test-results', { recursive: true });
  writeFileSync(`test-results/axe-${mode}.md`, `${table}\n`);
  return table;
}
