import pg from 'pg';

/**
 * The special-asset callers of the bench (issues 25 and 36), over the volume catalogue of
 * `npm run seed:volume` on PostgreSQL: 20 thinkLike keywords (Chinese, pinyin, initials) and 20
 * assetListQuery filter sets (type, province, price range), one per caller.
 */
export const MIN_ASSETS = 50_000;

export const THINK_KEYWORDS = ['债权', 'guquan', 'zq', '厂房', 'sh', '上海', 'gyc', 'changfang', '杭州', 'shebei', 'zhuzhai', '有限公司', 'cd', '商铺', 'xzl', '写字楼', 'wuhan', 'bj', '机床', 'gq'];
const PROVINCES = ['北京市', '上海市', '广东省', '浙江省', '江苏省', '四川省', '湖北省', '山东省', '河南省', '福建省'];
const TYPES = ['creditor', 'realEstate', 'equipment', 'equity'] as const;

/** Caller `i`'s assetListQuery: three filters, a page of 12. */
export function assetListFilters(i: number) {
  return {
    type: TYPES[i % TYPES.length],
    province: PROVINCES[i % PROVINCES.length],
    minPriceWan: [0, 50, 100, 500][i % 4],
    maxPriceWan: [1_000, 5_000, 20_000, 100_000][(i + 1) % 4],
    sort: 'latest',
    pageNo: 1 + (i % 3),
    pageSize: 12,
  };
}

export async function assetCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from special_assets');
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}
