import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { documents } from '../../schema/articles.ts';
import { DOC_CENTRE_MANUALS } from './sources/all-manuals.ts';
import { DRIVER_RELEASES, driverGuide, providerOf } from './sources/drivers.ts';
import type { Manual } from './sources/manual.ts';
import { SEED_META_KEY } from '../../../modules/documents/seed-mark.ts';

const filesDir = fileURLToPath(new URL('./files/', import.meta.url));


const CATEGORY_OF: Record<string, 'ebankManual' | 'appManual' | 'other'> = {
  'ebank-user-manual': 'ebankManual',
  'mobile-app-user-manual': 'appManual',
  'host-to-host-integration-guide': 'other',
};

const KEYWORDS: Record<string, string> = {
  'ebank-user-manual': '企业网银,U盾,证书登录,转账汇款,代发工资,电子回单,对账',
  'mobile-app-user-manual': '手机银行,App,扫码登录,待办审批,设备绑定,短信验证码',
  'host-to-host-integration-guide': '银企直联,ERP,前置机,报文,联调测试',
};

const SUMMARY: Record<string, string> = {
  'ebank-user-manual': '登录与证书、账户查询、转账汇款、代发工资、电子回单的操作说明与常见问题。',
  'mobile-app-user-manual': '企业手机银行的下载安装、设备绑定、扫码登录、转账审批与电子回单。',
  'host-to-host-integration-guide': '企业财务系统与本行直连的接入流程、前置机要求、报文规范和联调测试。',
};

function fileOf(m: Manual) {
  const bytes = readFileSync(`${filesDir}${m.slug}.pdf`);
  return {
    fileName: `${m.title}（${m.version}）.pdf`,
    fileMime: 'application/pdf',
    fileBytes: bytes,
    fileSize: bytes.length,
    bodyText: readFileSync(`${filesDir}${m.slug}.txt`, 'utf8'),
  };
}

/**
 * The document centre's manuals and the six providers' driver entries (each holding that
 * vendor's installation guide: the seed ships no vendor installer). Added once, published.
 */
export async function seedDocuments(db: Db): Promise<void> {
  const rows = await db.select({ seed: sql<string>`${documents.meta}->>${SEED_META_KEY}` }).from(documents);
  const present = new Set(rows.map((r) => r.seed));
  let sort = 0;
  for (const m of DOC_CENTRE_MANUALS) {
    sort += 10;
    if (present.has(m.slug)) continue;
    await db.insert(documents).values({
      category: CATEGORY_OF[m.slug]!,
      title: m.title,
      summary: SUMMARY[m.slug] ?? '',
      keywords: KEYWORDS[m.slug] ?? '',
      version: m.version,
      meta: { [SEED_META_KEY]: m.slug, issued: m.issued },
      ...fileOf(m),
      status: 'published',
      publishedAt: new Date(`${m.issued}T09:00:00+08:00`),
      sort,
    });
  }
  for (const r of DRIVER_RELEASES) {
    sort += 10;
    const guide = driverGuide(r);
    if (present.has(guide.slug)) continue;
    const p = providerOf(r.provider);
    await db.insert(documents).values({
      category: 'netshieldDriver',
      title: `${p.product}驱动`,
      summary: `${p.vendor}出品，证书类型 ${p.certType}。本条目提供厂商驱动的安装说明；驱动安装包由运营人员上传厂商发布的版本。`,
      keywords: `${p.vendor},${p.product},驱动,U盾`,
      version: r.driverVersion,
      meta: {
        [SEED_META_KEY]: guide.slug,
        provider: p.code,
        driverVersion: r.driverVersion,
        minKeySnVersion: p.minKeySnVersion ?? '',
        systems: r.systems,
        releaseDate: r.releaseDate,
        packageKind: 'installGuide',
      },
      ...fileOf(guide),
      fileName: `${guide.title}.pdf`,
      status: 'published',
      publishedAt: new Date(`${r.releaseDate}T09:00:00+08:00`),
      sort,
    });
  }
}
