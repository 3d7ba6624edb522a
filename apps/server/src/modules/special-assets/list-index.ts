import type { AssetCard, AssetSort, AssetStatus, AssetType } from '@portal/contract/calls/special-assets/fields';
import type { ListFilter } from './repo.ts';

/** What the public list filters an asset by, as the catalogue snapshot holds it. */
export interface ListedAsset {
  assetId: string;
  type: AssetType;
  province: string;
  status: AssetStatus;
  listedOn: string;
  listingPriceFen: number;
  orgId: string;
  /** The asset's card as the list shows it. */
  card: AssetCard;
}

/** The public list's filters (the SQL list's, without the console's); without a status, the open ones. */
export interface ListQuery extends Omit<ListFilter, 'ids' | 'anyStatus'> {
  /** Only these positions of the snapshot (a keyword's matches). */
  only?: ReadonlySet<number>;
}

/** The statuses of assets on sale. */
export const OPEN: ReadonlySet<AssetStatus> = new Set(['listed', 'negotiating']);
/** Strings in code-unit order, as PostgreSQL's C collation orders the ids. */
export const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A column of strings as small integers, so a filter compares numbers, not texts. */
class Codes {
  private readonly codes = new Map<string, number>();
  of(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) this.codes.set(value, (code = this.codes.size));
    return code;
  }
  /** The code of a value, or -1 when no asset has it. */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }
}

/**
 * The public asset list answered from the catalogue snapshot in memory (issue 25's budget). The
 * filter columns are kept as numbers, and the assets in each sort order per type and province,
 * per type, and all together; a page is one pass over the narrowest such group in order,
 * counting the matches and keeping the page's cards. The orders are those of the list's SQL
 * (repo.ts ORDER), ties by id.
 */
export class AssetListIndex {
  private readonly orders = new Map<string, Int32Array>();
  private readonly orgs = new Codes();
  private readonly statuses = new Codes();
  private readonly orgOf: Int32Array;
  private readonly statusOf: Int32Array;
  private readonly priceOf: Float64Array;
  private readonly open: Uint8Array;

  private constructor(private readonly assets: readonly ListedAsset[]) {
    this.orgOf = Int32Array.from(assets, (a) => this.orgs.of(a.orgId));
    this.statusOf = Int32Array.from(assets, (a) => this.statuses.of(a.status));
    this.priceOf = Float64Array.from(assets, (a) => a.listingPriceFen);
    this.open = Uint8Array.from(assets, (a) => (OPEN.has(a.status) ? 1 : 0));
  }

  /**
   * Builds the index: each order is one sort of all assets, then one pass that deals them into
   * their groups, which so come out already in order. `pause` runs between the steps.
   */
  static async build(assets: readonly ListedAsset[], pause: () => Promise<void>): Promise<AssetListIndex> {
    const index = new AssetListIndex(assets);
    const day = Float64Array.from(assets, (a) => Number(a.listedOn.replaceAll('-', '')));
    const byId = (x: number, y: number) => cmp(assets[x]!.assetId, assets[y]!.assetId);
    const sorts: Record<AssetSort, (x: number, y: number) => number> = {
      latest: (x, y) => day[y]! - day[x]! || byId(x, y),
      priceAsc: (x, y) => index.priceOf[x]! - index.priceOf[y]! || byId(x, y),
      priceDesc: (x, y) => index.priceOf[y]! - index.priceOf[x]! || byId(x, y),
    };
    const all = assets.map((_, i) => i);
    const keysOf = assets.map((a) => [groupKey(), groupKey(a.type), groupKey(a.type, a.province), groupKey(undefined, a.province)]);
    for (const [sort, compare] of Object.entries(sorts)) {
      await pause();
      const groups = new Map<string, number[]>();
      for (const i of all.sort(compare)) {
        for (const key of keysOf[i]!) {
          const members = groups.get(key);
          if (members) members.push(i);
          else groups.set(key, [i]);
        }
      }
      for (const [key, members] of groups) index.orders.set(`${sort}|${key}`, Int32Array.from(members));
    }
    return index;
  }

  /** The matches' count and the cards of the page from `offset`, in the sort's order. */
  page(q: ListQuery, sort: AssetSort, offset: number, limit: number): { total: number; list: AssetCard[] } {
    const order = this.orders.get(`${sort}|${groupKey(q.type, q.province)}`);
    const list: AssetCard[] = [];
    if (!order) return { total: 0, list };
    const status = q.status === undefined ? -2 : this.statuses.find(q.status);
    const org = q.orgId === undefined ? -2 : this.orgs.find(q.orgId);
    const min = q.minFen ?? -Infinity;
    const max = q.maxFen ?? Infinity;
    let total = 0;
    for (let n = 0; n < order.length; n++) {
      const i = order[n]!;
      if (status === -2 ? this.open[i] === 0 : this.statusOf[i] !== status) continue;
      if (org !== -2 && this.orgOf[i] !== org) continue;
      const price = this.priceOf[i]!;
      if (price < min || price > max) continue;
      if (q.only && !q.only.has(i)) continue;
      if (total >= offset && list.length < limit) list.push(this.assets[i]!.card);
      total++;
    }
    return { total, list };
  }
}

/** The group a filter narrows to: by type and province, by either, or all. */
function groupKey(type?: string, province?: string): string {
  return `${type ?? ''}|${province ?? ''}`;
}
