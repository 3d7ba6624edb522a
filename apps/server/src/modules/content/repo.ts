import { eq } from 'drizzle-orm';
import type { PageData } from '@portal/contract/page-config';
import type { Db } from '../../db/client.ts';
import { pageConfigs } from '../../db/schema/content.ts';

export async function findPage(db: Db, pageCode: string): Promise<PageData | undefined> {
  const rows = await db
    .select({ pageInfo: pageConfigs.pageInfo, pageContent: pageConfigs.pageContent })
    .from(pageConfigs)
    .where(eq(pageConfigs.pageCode, pageCode));
  return rows[0];
}

/** Seeds a page unless an operator already has one under that code. */
export async function insertPageIfAbsent(db: Db, page: PageData): Promise<void> {
  await db
    .insert(pageConfigs)
    .values({
      pageCode: page.pageInfo.pageCode,
      pageName: page.pageInfo.pageName,
      pageInfo: page.pageInfo,
      pageContent: page.pageContent,
    })
    .onConflictDoNothing();
}
