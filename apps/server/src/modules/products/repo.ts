import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { forexQuotes, fundNavs, funds, products } from '../../db/schema/products.ts';

export type ProductRecord = typeof products.$inferSelect;
export type FundRecord = typeof funds.$inferSelect;
export type ForexRecord = typeof forexQuotes.$inferSelect;

const PUBLISHED = 'published';
const order = [asc(products.sort), asc(products.productCode)];

/** `%word%` for ILIKE with the user's % and _ taken literally. */
const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function productFilter(f: { type?: string | undefined; status?: string | undefined; keyword?: string | undefined }): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (f.type) parts.push(eq(products.type, f.type));
  if (f.status) parts.push(eq(products.status, f.status));
  if (f.keyword) {
    const like = likeWord(f.keyword);
    parts.push(
      or(
        ilike(products.name, like),
        ilike(products.summary, like),
        ilike(products.productCode, like),
        sql`${products.tags}::text ilike ${like}`,
      ),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

export async function listProducts(
  db: Db,
  f: { type?: string | undefined; status?: string | undefined; keyword?: string | undefined; offset: number; limit: number },
): Promise<{ total: number; rows: ProductRecord[] }> {
  const where = productFilter(f);
  const [rows, totals] = await Promise.all([
    db.select().from(products).where(where).orderBy(...order).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { total: totals[0]?.n ?? 0, rows };
}

/** Published products of the given types, in display order. */
export async function publishedOfTypes(db: Db, types: string[]): Promise<ProductRecord[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.status, PUBLISHED), inArray(products.type, types)))
    .orderBy(...order);
}

export async function publishedByCodes(db: Db, codes: string[]): Promise<ProductRecord[]> {
  return db.select().from(products).where(and(eq(products.status, PUBLISHED), inArray(products.productCode, codes)));
}

export async function productByCode(db: Db, code: string): Promise<ProductRecord | undefined> {
  const rows = await db.select().from(products).where(eq(products.productCode, code));
  return rows[0];
}

export async function productsByCodes(db: Db, codes: string[]): Promise<ProductRecord[]> {
  if (codes.length === 0) return [];
  return db.select().from(products).where(inArray(products.productCode, codes));
}

/** Other published products of the same type, for "related products". */
export async function relatedProducts(db: Db, type: string, exceptCode: string, limit: number) {
  return db
    .select({ productCode: products.productCode, name: products.name })
    .from(products)
    .where(and(eq(products.status, PUBLISHED), eq(products.type, type), sql`${products.productCode} <> ${exceptCode}`))
    .orderBy(...order)
    .limit(limit);
}

export async function insertProduct(db: Db, row: typeof products.$inferInsert): Promise<ProductRecord> {
  const [saved] = await db.insert(products).values(row).returning();
  return saved!;
}

export async function updateProduct(db: Db, code: string, values: Partial<typeof products.$inferInsert>): Promise<ProductRecord> {
  const [saved] = await db.update(products).set(values).where(eq(products.productCode, code)).returning();
  return saved!;
}

/** A fund with its latest net value, the one before, and the first one within the year before it. */
export interface FundFacts extends FundRecord {
  navDate: string | null;
  nav: string | null;
  accNav: string | null;
  prevNav: string | null;
  baseNav: string | null;
  baseAccNav: string | null;
  navCount: number;
}

export async function fundFacts(db: Db, f: { proCode?: string; publishedOnly: boolean; fundType?: string | undefined }): Promise<FundFacts[]> {
  const conditions: SQL[] = [sql`true`];
  if (f.proCode) conditions.push(sql`f.pro_code = ${f.proCode}`);
  if (f.publishedOnly) conditions.push(sql`f.status = ${PUBLISHED}`);
  if (f.fundType) conditions.push(sql`f.fund_type = ${f.fundType}`);
  const result = await db.execute(sql`
    select f.pro_code as "proCode", f.name, f.fund_type as "fundType", f.risk_level as "riskLevel", f.company,
      f.manager, f.established_on::text as "establishedOn", f.summary, f.status, f.updated_at as "updatedAt",
      f.updated_by as "updatedBy",
      l.nav_date::text as "navDate", l.nav::text as nav, l.acc_nav::text as "accNav",
      p.nav::text as "prevNav", b.nav::text as "baseNav", b.acc_nav::text as "baseAccNav",
      (select count(*)::int from ${fundNavs} c where c.pro_code = f.pro_code) as "navCount"
    from ${funds} f
    left join lateral (select nav_date, nav, acc_nav from ${fundNavs} n where n.pro_code = f.pro_code order by nav_date desc limit 1) l on true
    left join lateral (select nav from ${fundNavs} n where n.pro_code = f.pro_code and n.nav_date < l.nav_date order by nav_date desc limit 1) p on true
    left join lateral (select nav, acc_nav from ${fundNavs} n where n.pro_code = f.pro_code and n.nav_date >= l.nav_date - interval '1 year'
      order by nav_date asc limit 1) b on true
    where ${sql.join(conditions, sql` and `)}
    order by f.fund_type, f.pro_code`);
  return rowsOf<FundFacts>(result);
}

/** Net values from `months` before the latest one, oldest first. */
export async function navsSince(db: Db, proCode: string, months: number) {
  const result = await db.execute(sql`
    select nav_date::text as date, nav::text as nav, acc_nav::text as "accNav" from ${fundNavs}
    where pro_code = ${proCode}
      and nav_date > (select max(nav_date) from ${fundNavs} where pro_code = ${proCode}) - make_interval(months => ${months})
    order by nav_date asc`);
  return rowsOf<{ date: string; nav: string; accNav: string }>(result);
}

export async function fundByCode(db: Db, proCode: string): Promise<FundRecord | undefined> {
  const rows = await db.select().from(funds).where(eq(funds.proCode, proCode));
  return rows[0];
}

export async function insertFund(db: Db, row: typeof funds.$inferInsert): Promise<void> {
  await db.insert(funds).values(row);
}

export async function updateFund(db: Db, proCode: string, values: Partial<typeof funds.$inferInsert>): Promise<void> {
  await db.update(funds).set(values).where(eq(funds.proCode, proCode));
}

export async function forexBoard(db: Db, offset: number, limit: number) {
  const [rows, totals] = await Promise.all([
    db.select().from(forexQuotes).orderBy(asc(forexQuotes.sort), asc(forexQuotes.curCode)).limit(limit).offset(offset),
    db.select({ n: count(), latest: sql<string | null>`max(${forexQuotes.quotedAt})` }).from(forexQuotes),
  ]);
  return { rows, total: totals[0]?.n ?? 0, latest: totals[0]?.latest ?? null };
}

export async function forexByCodes(db: Db, codes: string[]): Promise<ForexRecord[]> {
  if (codes.length === 0) return [];
  return db.select().from(forexQuotes).where(inArray(forexQuotes.curCode, codes));
}

/** Replaces the quotes of the given currencies; a new currency goes to the end of the board. */
export async function upsertForex(db: Db, rows: Array<Omit<typeof forexQuotes.$inferInsert, 'sort'>>): Promise<void> {
  if (rows.length === 0) return;
  const [max] = await db.select({ s: sql<number>`coalesce(max(${forexQuotes.sort}), 0)::int` }).from(forexQuotes);
  let next = max?.s ?? 0;
  await db
    .insert(forexQuotes)
    .values(rows.map((r) => ({ ...r, sort: (next += 10) })))
    .onConflictDoUpdate({
      target: forexQuotes.curCode,
      set: {
        curName: sql`excluded.cur_name`,
        unit: sql`excluded.unit`,
        buyRate: sql`excluded.buy_rate`,
        cashBuyRate: sql`excluded.cash_buy_rate`,
        sellRate: sql`excluded.sell_rate`,
        cashSellRate: sql`excluded.cash_sell_rate`,
        middleRate: sql`excluded.middle_rate`,
        quotedAt: sql`excluded.quoted_at`,
        updatedAt: sql`now()`,
      },
    });
}
