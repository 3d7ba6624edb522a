import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ZPageData } from '@portal/contract/page-config';
import type { Db } from '../client.ts';
import { insertPageIfAbsent } from '../../modules/content/repo.ts';
import { sanitizePage } from '../../modules/content/service.ts';
import { seedParam } from '../../modules/system/repo.ts';
import { markDemoAccountsOfOlderSeeds, seedDemoAccounts } from './demo-accounts.ts';
import { seedDisclaimers } from './disclaimers.ts';
import { seedOpenIdentity } from './open-identity.ts';
import { seedKnowledgeBase } from './assistant/seed-kb.ts';
// seed imports: articles
import { seedArticles } from './articles/seed-articles.ts';
// end seed imports: articles
// seed imports: documents
import { seedDocuments } from './documents/seed-documents.ts';
import { seedGuides } from './documents/seed-guides.ts';
// end seed imports: documents
// seed imports: products
import { seedProducts } from './products/seed-products.ts';
// end seed imports: products
// seed imports: console
import { seedFirstVersions } from '../../modules/console/pages-repo.ts';
// end seed imports: console
// seed imports: insight
// end seed imports: insight
// seed imports: login-pages
import { seedLoginPages } from './login-pages.ts';
// end seed imports: login-pages
// seed imports: branches
import { seedBranches } from './branches/seed-branches.ts';
// end seed imports: branches
// seed imports: unified login (issue 22)
import { seedUnifiedLogin } from './unified-login/seed-unified-login.ts';
// end seed imports: unified login
// seed imports: invoice check (issue 24)
import { seedInvoices } from './invoices/seed-invoices.ts';
// end seed imports: invoice check
// seed imports: tool links (issue 24)
import { moveToolLinks } from './pages/tool-links.ts';
// end seed imports: tool links
// seed imports: published emission factors of the estimate and the carbon account (issue 24, one table since issue 36)
import { seedEmissionFactors } from './emission-factors/seed-emission-factors.ts';
// end seed imports: published emission factors
// seed imports: special assets (issue 25)
import { seedSpecialAssets } from './special-assets/seed-special-assets.ts';
import { moveSpecialAssetLinks } from './pages/special-asset-links.ts';
// end seed imports: special assets
// open platform catalogue (issue 26)
import { seedOpenApiCatalogue } from './open-platform-catalogue/seed-catalogue.ts';
import { moveCatalogueLinks } from './pages/catalogue-links.ts';
// end open platform catalogue

const pagesDir = fileURLToPath(new URL('./pages/', import.meta.url));

const PARAMS: Array<[key: string, value: string | null, description: string]> = [
  [
    'pc_color_switch',
    '1',
    '全站灰色模式开关：0 为开启灰色（哀悼日），1 为正常彩色。灰色只去掉页面颜色，不改字号和对比度：客户自己开启的关怀模式（大字、大按钮、简化首页）和无障碍工具条（放大文字、高对比度、大鼠标、阅读线、指读）在灰色模式下照常生效；员工后台不受关怀模式影响。',
  ],
  ['gray_release', '0', '灰度发布标志：1 表示当前客户端处于灰度版本'],
  ['customer_display', '1', '在线客服入口显示开关：1 显示，0 隐藏'],
  // browser support (issue 22)
  ['anti_debug_switch', '0', '反调试开关：1 为在生产版本中开启反调试（打开开发者工具或调整窗口大小时反复触发 debugger），0 为关闭（默认）'],
];

export interface SeedOptions {
  /** Create the demo accounts, if they were never created in this database (off by default). */
  demoAccounts?: boolean;
}

/**
 * Idempotent seed: adds what is missing and never overwrites what operators changed.
 * Page documents are validated against the contract so a broken seed fails loudly at start.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<{ demoAccountsCreated: string[] }> {
  // First: it tells an older version's seeded rows from this one's.
  await markDemoAccountsOfOlderSeeds(db);
  for (const file of readdirSync(pagesDir).filter((f) => f.endsWith('.json')).sort()) {
    const page = ZPageData.parse(JSON.parse(readFileSync(pagesDir + file, 'utf8')));
    await insertPageIfAbsent(db, sanitizePage(page));
  }
  for (const [key, value, description] of PARAMS) await seedParam(db, key, value, description);
  await seedDisclaimers(db);
  const demoAccountsCreated = options.demoAccounts ? await seedDemoAccounts(db) : [];
  await seedOpenIdentity(db);
  await seedKnowledgeBase(db);
  // seed: articles (issue 5)
  await seedArticles(db);
  // end seed: articles
  // seed: documents (issue 5)
  await seedDocuments(db);
  await seedGuides(db);
  // end seed: documents
  // seed: products (issue 5)
  await seedProducts(db);
  // end seed: products
  // seed: console (issue 5)
  await seedFirstVersions(db);
  // end seed: console
  // seed: insight (issue 5)
  // The public-site search the header opens with `searchkey` (§7 Other). Unset until the bank
  // names its own: a made-up address would send customers nowhere, and without one Enter opens
  // the best function-search match.
  await seedParam(db, 'site_search_url', '', '全站搜索地址：头部搜索框回车时在新窗口打开，并附带 searchkey 参数；留空时回车打开最匹配的功能');
  // end seed: insight
  // seed: login-pages (issue 5)
  await seedLoginPages(db);
  // end seed: login-pages
  // seed: branches (issue 20)
  await seedBranches(db);
  // end seed: branches
  // seed: unified login (issue 22)
  await seedUnifiedLogin(db);
  // end seed: unified login
  // seed: invoice check (issue 24)
  await seedInvoices(db);
  // end seed: invoice check
  // seed: tool links (issue 24): pages seeded before the tools existed get their links (after the first versions above)
  await moveToolLinks(db);
  // end seed: tool links
  // seed: published emission factors of the estimate and the carbon account (issue 24, one table since issue 36)
  await seedEmissionFactors(db);
  // end seed: published emission factors
  // seed: special assets (issue 25); the menu links after the pages' first versions exist
  await seedSpecialAssets(db);
  await moveSpecialAssetLinks(db);
  // end seed: special assets
  // open platform catalogue (issue 26): the catalogue, then the yqzlmh links after the pages' first versions
  await seedOpenApiCatalogue(db);
  await moveCatalogueLinks(db);
  // end open platform catalogue
  return { demoAccountsCreated };
}
