import type { PageContent, PageData } from '@portal/contract/page-config';
import type { Db } from '../../client.ts';
import { latestVersion, lockPage, publishVersion, publishedPage } from '../../../modules/console/pages-repo.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';

export const INVOICE_ICON_MARK = 'home-invoice-icon-to-verification';
const HOME = 'index';
const ITEM = 'qe-invoice';
const OLD_URL = '/imgTxtDetails?id=6406';
export const INVOICE_CHECK_URL = '/verification';

/** Replaces the url of the item `itemId` when it is still `from`; true when it changed. */
function relink(node: unknown, itemId: string, from: string, to: string): boolean {
  if (Array.isArray(node)) return node.map((n) => relink(n, itemId, from, to)).some(Boolean);
  if (typeof node !== 'object' || node === null) return false;
  const record = node as Record<string, unknown>;
  if (record.itemId === itemId && record.url === from) {
    record.url = to;
    return true;
  }
  return Object.values(record).map((v) => relink(v, itemId, from, to)).some(Boolean);
}

/**
 * Issue 24: the home page's quick-service icon 发票查验 opened an article; it now opens the
 * invoice check. A new database gets the new link from index.json; an existing one had its
 * home page seeded once (insertPageIfAbsent never overwrites), so this step publishes one new
 * version of the home page with that item's url changed, once, and only if an operator has not
 * already pointed the icon elsewhere. The version history shows it like any publish.
 */
export async function relinkInvoiceIcon(db: Db): Promise<void> {
  if (await hasSeedMark(db, INVOICE_ICON_MARK)) return;
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, INVOICE_ICON_MARK))) return;
    if (!(await lockPage(tx, HOME))) return;
    const page = await publishedPage(tx, HOME);
    if (!page) return;
    const content = structuredClone(page.pageContent) as PageContent;
    if (!relink(content, ITEM, OLD_URL, INVOICE_CHECK_URL)) return;
    const next: PageData = { pageInfo: page.pageInfo, pageContent: content };
    await publishVersion(tx, next, (await latestVersion(tx, HOME)) + 1, '快捷服务“发票查验”改为打开发票查验页（系统升级）', '系统升级');
  });
}
