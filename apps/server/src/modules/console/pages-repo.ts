import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PageData } from '@portal/contract/page-config';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { pageConfigs } from '../../db/schema/content.ts';
import { pageConfigDrafts, pageConfigVersions } from '../../db/schema/console.ts';

/** A page's published head: the row visitors read and the newest version behind it. */
export interface PageHeadRow {
  pageCode: string;
  pageName: string;
  pageChannel: string;
  updatedAt: Date | string;
  version: number | null;
  publishedAt: Date | string | null;
  publishedBy: string | null;
  draftBaseVersion: number | null;
  draftUpdatedAt: Date | string | null;
  draftUpdatedBy: string | null;
}

/** Every page (or one) with its latest version and draft, in one read. */
export async function pageHeads(db: Db, pageCode?: string): Promise<PageHeadRow[]> {
  const result = await db.execute(sql`
    select pc.page_code as "pageCode", pc.page_name as "pageName", pc.page_info->>'pageChannel' as "pageChannel",
           pc.updated_at as "updatedAt", v.version, v.published_at as "publishedAt", v.published_by as "publishedBy",
           d.base_version as "draftBaseVersion", d.updated_at as "draftUpdatedAt", d.updated_by as "draftUpdatedBy"
      from ${pageConfigs} pc
      left join lateral (
        select version, published_at, published_by from ${pageConfigVersions}
         where page_code = pc.page_code order by version desc limit 1
      ) v on true
      left join ${pageConfigDrafts} d on d.page_code = pc.page_code
     where ${pageCode === undefined ? sql`true` : sql`pc.page_code = ${pageCode}`}
     order by pc.page_code`);
  return rowsOf<PageHeadRow>(result);
}

export async function publishedPage(db: Db, pageCode: string): Promise<PageData | undefined> {
  const rows = await db
    .select({ pageInfo: pageConfigs.pageInfo, pageContent: pageConfigs.pageContent })
    .from(pageConfigs)
    .where(eq(pageConfigs.pageCode, pageCode));
  return rows[0];
}

/** Locks the page's published row for the rest of the transaction (publishes queue up). */
export async function lockPage(db: Db, pageCode: string): Promise<boolean> {
  const rows = await db.select({ pageCode: pageConfigs.pageCode }).from(pageConfigs).where(eq(pageConfigs.pageCode, pageCode)).for('update');
  return rows.length > 0;
}

export async function latestVersion(db: Db, pageCode: string): Promise<number> {
  const rows = await db
    .select({ version: pageConfigVersions.version })
    .from(pageConfigVersions)
    .where(eq(pageConfigVersions.pageCode, pageCode))
    .orderBy(desc(pageConfigVersions.version))
    .limit(1);
  return rows[0]?.version ?? 0;
}

export async function findDraft(db: Db, pageCode: string) {
  const rows = await db.select().from(pageConfigDrafts).where(eq(pageConfigDrafts.pageCode, pageCode));
  return rows[0];
}

export async function upsertDraft(db: Db, page: PageData, baseVersion: number, updatedBy: string): Promise<void> {
  const values = {
    pageCode: page.pageInfo.pageCode,
    pageName: page.pageInfo.pageName,
    pageInfo: page.pageInfo,
    pageContent: page.pageContent,
    baseVersion,
    updatedBy,
    updatedAt: new Date(),
  };
  await db.insert(pageConfigDrafts).values(values).onConflictDoUpdate({ target: pageConfigDrafts.pageCode, set: values });
}

export async function deleteDraft(db: Db, pageCode: string): Promise<void> {
  await db.delete(pageConfigDrafts).where(eq(pageConfigDrafts.pageCode, pageCode));
}

/** Writes a new version and makes it the one visitors see. */
export async function publishVersion(db: Db, page: PageData, version: number, note: string, publishedBy: string): Promise<void> {
  const now = new Date();
  await db.insert(pageConfigVersions).values({
    pageCode: page.pageInfo.pageCode,
    version,
    pageName: page.pageInfo.pageName,
    pageInfo: page.pageInfo,
    pageContent: page.pageContent,
    note,
    publishedAt: now,
    publishedBy,
  });
  await db
    .update(pageConfigs)
    .set({ pageName: page.pageInfo.pageName, pageInfo: page.pageInfo, pageContent: page.pageContent, updatedAt: now })
    .where(eq(pageConfigs.pageCode, page.pageInfo.pageCode));
}

export async function listVersions(db: Db, pageCode: string, pageNo: number, pageSize: number) {
  const where = eq(pageConfigVersions.pageCode, pageCode);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(pageConfigVersions).where(where);
  const rows = await db
    .select({
      version: pageConfigVersions.version,
      pageName: pageConfigVersions.pageName,
      note: pageConfigVersions.note,
      publishedAt: pageConfigVersions.publishedAt,
      publishedBy: pageConfigVersions.publishedBy,
    })
    .from(pageConfigVersions)
    .where(where)
    .orderBy(desc(pageConfigVersions.version))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { total, rows };
}

export async function findVersion(db: Db, pageCode: string, version: number) {
  const rows = await db
    .select()
    .from(pageConfigVersions)
    .where(and(eq(pageConfigVersions.pageCode, pageCode), eq(pageConfigVersions.version, version)));
  return rows[0];
}

/**
 * The configuration a page was set up with becomes its version 1, so the first publish has
 * something to roll back to. Idempotent: pages that already have versions are left alone.
 */
export async function seedFirstVersions(db: Db): Promise<void> {
  await db.execute(sql`
    insert into ${pageConfigVersions} (page_code, version, page_name, page_info, page_content, note, published_at)
    select pc.page_code, 1, pc.page_name, pc.page_info, pc.page_content, '系统初始配置', pc.updated_at
      from ${pageConfigs} pc
     where not exists (select 1 from ${pageConfigVersions} v where v.page_code = pc.page_code)
    on conflict do nothing`);
}
