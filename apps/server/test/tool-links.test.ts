import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PageContent } from '@portal/contract/page-config';
import type { Database } from '../src/db/client.ts';
import { pageConfigDrafts, pageConfigVersions } from '../src/db/schema/console.ts';
import { pageConfigs } from '../src/db/schema/content.ts';
import { seedMarks } from '../src/db/schema/system.ts';
import type { LinkMove } from '../src/db/seed/pages/link-moves.ts';
import { moveSpecialAssetLinks, SPECIAL_ASSET_LINKS, SPECIAL_ASSET_LINKS_MARK } from '../src/db/seed/pages/special-asset-links.ts';
import { moveToolLinks, TOOL_LINKS, TOOL_LINKS_MARK } from '../src/db/seed/pages/tool-links.ts';
import { createTestDatabase } from './support/test-database.ts';

/**
 * The check and green-finance tools (issue 24) replaced placeholder articles behind the home
 * page's icons and the header menus. A new database has the tools' links; one seeded before
 * gets them once, as a new version of each page, in an open draft too, and a link an operator
 * chose stays theirs.
 */
let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const liveText = async (pageCode: string) => JSON.stringify((await db().select().from(pageConfigs).where(eq(pageConfigs.pageCode, pageCode)))[0]!.pageContent);
const asSeededBefore = (text: string, moves: ReadonlyArray<LinkMove> = TOOL_LINKS) =>
  JSON.parse(moves.reduce((t, l) => t.replaceAll(`"url":"${l.to}"`, `"url":"${l.from}"`), text)) as PageContent;
const versionsOf = async (pageCode: string) => (await db().select().from(pageConfigVersions).where(eq(pageConfigVersions.pageCode, pageCode))).map((v) => v.version).sort((a, b) => a - b);

describe('tool links', () => {
  it('are what a new database seeds: no page links a placeholder article of a built tool', async () => {
    for (const pageCode of ['index', 'tszc']) {
      const text = await liveText(pageCode);
      for (const l of TOOL_LINKS) {
        expect(text).not.toContain(`"url":"${l.from}"`);
        expect(text).toContain(`"url":"${l.to}"`);
      }
    }
  });

  it('move on a database seeded before, once, as a new version and in the open draft, leaving an operator’s own link alone', async () => {
    const index = await liveText('index');
    const tszc = await liveText('tszc');
    // An install seeded before issue 24, where an operator pointed one 发票查验 link at a page of their own.
    const old = JSON.parse(JSON.stringify(asSeededBefore(index)).replace('"url":"/imgTxtDetails?id=6406"', '"url":"/page1?pageCode=fpcy"')) as PageContent;
    await db().update(pageConfigs).set({ pageContent: old }).where(eq(pageConfigs.pageCode, 'index'));
    await db().update(pageConfigs).set({ pageContent: asSeededBefore(tszc) }).where(eq(pageConfigs.pageCode, 'tszc'));
    const [page] = await db().select().from(pageConfigs).where(eq(pageConfigs.pageCode, 'index'));
    await db().insert(pageConfigDrafts).values({ pageCode: 'index', pageName: '首页', pageInfo: page!.pageInfo, pageContent: old, baseVersion: 1, updatedBy: '运营甲' });
    await db().delete(seedMarks).where(eq(seedMarks.name, TOOL_LINKS_MARK));

    await moveToolLinks(db());
    await moveToolLinks(db());

    // The operator's link stays; every other link is the tool's.
    const live = await liveText('index');
    expect(live).toBe(index.replace('"url":"/verification"', '"url":"/page1?pageCode=fpcy"'));
    expect(await liveText('tszc')).toBe(tszc);
    expect(await versionsOf('index')).toEqual([1, 2]);
    expect(await versionsOf('tszc')).toEqual([1, 2]);
    const [draft] = await db().select().from(pageConfigDrafts).where(eq(pageConfigDrafts.pageCode, 'index'));
    expect(draft).toMatchObject({ baseVersion: 2, updatedBy: '运营甲' });
    expect(JSON.stringify(draft!.pageContent)).toBe(live);
  });

  it('of the special-asset marketplace (issue 25): seeded new, and moved once on a database seeded before', async () => {
    const tszc = await liveText('tszc');
    for (const l of SPECIAL_ASSET_LINKS) expect(tszc).toContain(`"url":"${l.to}"`);
    expect(tszc).not.toContain('"url":"/index?pageCode=tszc"');
    const before = await versionsOf('tszc');

    await db().update(pageConfigs).set({ pageContent: asSeededBefore(tszc, SPECIAL_ASSET_LINKS) }).where(eq(pageConfigs.pageCode, 'tszc'));
    await db().delete(seedMarks).where(eq(seedMarks.name, SPECIAL_ASSET_LINKS_MARK));
    await moveSpecialAssetLinks(db());
    await moveSpecialAssetLinks(db());

    expect(await liveText('tszc')).toBe(tszc);
    expect(await versionsOf('tszc')).toEqual([...before, before.at(-1)! + 1]);
  });
});
