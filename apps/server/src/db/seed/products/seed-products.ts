import type { Db } from '../../client.ts';
import { forexQuotes, fundNavs, funds, products } from '../../schema/products.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { SEED_FOREX, SEED_FUNDS, type SeedFund } from './fund-data.ts';
import { SEED_PRODUCTS, type SeedProduct } from './product-data.ts';

/** Detail HTML of a seeded product: features, customers, how to apply, and the usual notice. */
export function productDetailHtml(p: SeedProduct): string {
  const li = (items: string[]) => items.map((i) => `<li>${escapeHtml(i)}</li>`).join('');
  // The summary and the facts are shown above the detail already; the detail carries the rest.
  return [
    `<h3>产品特色</h3><ul>${li(p.features)}</ul>`,
    `<h3>适用客户</h3><p>${escapeHtml(p.audience)}</p>`,
    `<h3>办理流程</h3><ol>${li(p.steps)}</ol>`,
    '<h3>温馨提示</h3><p>以上信息仅供参考，具体以本行与客户签订的合同及最新公告为准。如需了解详情，请联系您的客户经理或拨打本行客服热线。</p>',
  ].join('');
}

/** A small deterministic generator (mulberry32): the same seed gives the same history on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** Weekdays of the year up to `end` (UTC dates), oldest first. */
export function tradingDays(end: Date): string[] {
  const days: string[] = [];
  const d = new Date(Date.UTC(end.getUTCFullYear() - 1, end.getUTCMonth(), end.getUTCDate() + 1));
  for (; d <= end; d.setUTCDate(d.getUTCDate() + 1)) {
    const dow = d.getUTCDay();
    if (dow !== 0 && dow !== 6) days.push(ymd(d));
  }
  return days;
}

/**
 * One year of daily net values: a random walk seeded by the fund code. A money fund stays at
 * 1.0000 and accrues its yield in the accumulated value; other funds' accumulated value adds
 * the dividends paid before (a fixed offset per fund).
 */
export function navHistory(fund: SeedFund, days: string[]): Array<{ navDate: string; nav: string; accNav: string }> {
  const next = random(Number(fund.proCode));
  const paidOut = fund.fundType === '货币型' ? 0 : Math.round(next() * 3000) / 10000;
  let nav = fund.startNav;
  let acc = fund.startNav + paidOut + (fund.fundType === '货币型' ? 0.0832 : 0);
  return days.map((navDate) => {
    if (fund.fundType === '货币型') {
      acc += 0.0000495 + next() * 0.000008;
    } else {
      // Sum of uniforms ≈ normal; keeps the walk smooth without a Math.random call.
      const shock = (next() + next() + next() - 1.5) * 2 * fund.volatility;
      const before = nav;
      nav = Math.max(0.2, nav * (1 + fund.drift + shock));
      acc += nav - before;
    }
    return { navDate, nav: nav.toFixed(4), accNav: acc.toFixed(4) };
  });
}

/** Bid and offer around a middle rate, per 100 units; cash bid lower, cash offer equal to spot offer. */
export function forexRow(c: (typeof SEED_FOREX)[number], quotedAt: Date, sort: number) {
  const places = c.middle < 10 ? 4 : 2;
  const f = (n: number) => n.toFixed(places);
  return {
    curCode: c.curCode,
    curName: c.curName,
    unit: 100,
    buyRate: f(c.middle * 0.9979),
    cashBuyRate: c.cash ? f(c.middle * 0.9897) : null,
    sellRate: f(c.middle * 1.0021),
    cashSellRate: c.cash ? f(c.middle * 1.0021) : null,
    middleRate: f(c.middle),
    quotedAt,
    sort,
  };
}

/** The latest 09:30 Beijing time not after `now`: the bank's first quote of the day (never a time still to come). */
export function openingQuoteTime(now: Date): Date {
  const beijing = new Date(now.getTime() + 8 * 3600_000);
  const today = new Date(Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), beijing.getUTCDate(), 1, 30));
  return today.getTime() <= now.getTime() ? today : new Date(today.getTime() - 24 * 3600_000);
}

/**
 * Idempotent: adds the products, funds (with a year of net values, for funds added now) and
 * currencies that are missing; rows operators changed or imported are left as they are.
 */
export async function seedProducts(db: Db, now = new Date()): Promise<void> {
  await db
    .insert(products)
    .values(
      SEED_PRODUCTS.map((p, i) => ({
        productCode: p.code,
        type: p.type,
        name: p.name,
        summary: p.summary,
        detailHtml: productDetailHtml(p),
        tags: p.tags,
        attrs: p.attrs.map(([label, value]) => ({ label, value })),
        status: 'published',
        publishedAt: now,
        sort: (i % 5) * 10,
      })),
    )
    .onConflictDoNothing({ target: products.productCode });

  const added = await db
    .insert(funds)
    .values(
      SEED_FUNDS.map((f) => ({
        proCode: f.proCode,
        name: f.name,
        fundType: f.fundType,
        riskLevel: f.riskLevel,
        company: f.company,
        manager: f.manager,
        establishedOn: f.establishedOn,
        summary: f.summary,
        status: 'published',
      })),
    )
    .onConflictDoNothing({ target: funds.proCode })
    .returning({ proCode: funds.proCode });
  if (added.length > 0) {
    // The latest net value is yesterday's (funds publish after the close).
    const days = tradingDays(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1)));
    const codes = new Set(added.map((a) => a.proCode));
    const rows = SEED_FUNDS.filter((f) => codes.has(f.proCode)).flatMap((f) =>
      navHistory(f, days).map((n) => ({ proCode: f.proCode, ...n })),
    );
    for (let i = 0; i < rows.length; i += 1000) {
      await db.insert(fundNavs).values(rows.slice(i, i + 1000)).onConflictDoNothing();
    }
  }

  const quotedAt = openingQuoteTime(now);
  await db
    .insert(forexQuotes)
    .values(SEED_FOREX.map((c, i) => forexRow(c, quotedAt, (i + 1) * 10)))
    .onConflictDoNothing({ target: forexQuotes.curCode });
}
