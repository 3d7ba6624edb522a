import type { AssetStatus, AssetType } from '@portal/contract/calls/special-assets/fields';
import type { Suggestion } from '@portal/contract/calls/special-assets/public-queries';
import { fold } from './search-terms.ts';

/** One asset as the suggestion index holds it. */
export interface IndexedAsset {
  assetId: string;
  title: string;
  type: AssetType;
  province: string;
  status: AssetStatus;
  featured: boolean;
  listedOn: string;
  searchFolded: string;
  /** Spaced pinyin syllables, e.g. "shang hai". */
  searchPinyin: string;
  searchInitials: string;
}

const HAN_RE = /\p{Script=Han}/u;
const LETTERS_RE = /^[a-z0-9]+$/;
const OPEN: ReadonlySet<AssetStatus> = new Set(['listed', 'negotiating']);
const SEP = '\u0001';

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The ordering of equal scores: featured first, then the shorter title, then the newest. */
function tieOrder(a: IndexedAsset, b: IndexedAsset): number {
  return Number(b.featured) - Number(a.featured) || a.title.length - b.title.length || cmp(b.listedOn, a.listedOn) || cmp(a.assetId, b.assetId);
}

const isLetters = (kw: string) => !HAN_RE.test(kw) && LETTERS_RE.test(kw);

/**
 * One searchable form of every title (folded text, joined pinyin or initials), laid out for
 * speed: one long string in rank order, so "inside" matches are found by the engine's indexOf
 * (the first hits are the best ranked); the keys sorted, so "starts with" is a binary search;
 * and a map for whole-title matches.
 */
class Field {
  private readonly hay: string;
  private readonly offsets: Int32Array;
  private readonly sorted: Array<{ key: string; rank: number }>;
  private readonly exact = new Map<string, number[]>();

  /** `starts`: where a unit may begin (pinyin syllables); undefined means anywhere. */
  constructor(
    keys: string[],
    private readonly starts?: Uint8Array,
  ) {
    this.offsets = new Int32Array(keys.length);
    let at = 0;
    keys.forEach((k, rank) => {
      this.offsets[rank] = at;
      at += k.length + 1;
      const list = this.exact.get(k);
      if (list) list.push(rank);
      else this.exact.set(k, [rank]);
    });
    this.hay = keys.join(SEP);
    this.sorted = keys.map((key, rank) => ({ key, rank })).sort((a, b) => cmp(a.key, b.key) || a.rank - b.rank);
  }

  whole(kw: string): number[] {
    return this.exact.get(kw) ?? [];
  }

  /** Every rank whose key starts with kw. */
  *prefixed(kw: string): Generator<number> {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid]!.key < kw) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.sorted.length && this.sorted[i]!.key.startsWith(kw); i++) yield this.sorted[i]!.rank;
  }

  private rankAt(pos: number): number {
    let lo = 0;
    let hi = this.offsets.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.offsets[mid]! <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Ranks containing kw (at a unit start), in rank order, each once. */
  *inside(kw: string): Generator<number> {
    let last = -1;
    for (let pos = this.hay.indexOf(kw); pos >= 0; pos = this.hay.indexOf(kw, pos + 1)) {
      if (this.starts && this.starts[pos] !== 1) continue;
      const rank = this.rankAt(pos);
      if (rank === last) continue;
      last = rank;
      yield rank;
    }
  }
}

/** Syllable starts of the joined pinyin haystack. */
function syllableStarts(assets: IndexedAsset[]): { keys: string[]; starts: Uint8Array } {
  const keys = assets.map((a) => a.searchPinyin.split(' ').join(''));
  const starts = new Uint8Array(keys.reduce((n, k) => n + k.length + 1, 0));
  let at = 0;
  for (const a of assets) {
    for (const s of a.searchPinyin.split(' ').filter((x) => x !== '')) {
      starts[at] = 1;
      at += s.length;
    }
    at += 1;
  }
  return { keys, starts };
}

/**
 * An immutable snapshot of the assets' search terms, matched in memory. Scores as the header
 * search ranks: 0 the whole title (text, full pinyin or initials), 1 its start, 2 inside it;
 * letters match the full pinyin from a syllable start ("zhanghu", "hugu") or the initials.
 */
export class SuggestionIndex {
  private readonly assets: IndexedAsset[];
  private readonly folded: Field;
  private readonly pinyin: Field;
  private readonly initials: Field;

  constructor(assets: IndexedAsset[]) {
    this.assets = [...assets].sort(tieOrder);
    this.folded = new Field(this.assets.map((a) => a.searchFolded));
    const { keys, starts } = syllableStarts(this.assets);
    this.pinyin = new Field(keys, starts);
    this.initials = new Field(this.assets.map((a) => a.searchInitials));
  }

  get size(): number {
    return this.assets.length;
  }

  private fields(kw: string): Field[] {
    return isLetters(kw) ? [this.folded, this.pinyin, this.initials] : [this.folded];
  }

  /** Up to `limit` open assets (listed or negotiating), best first. */
  suggest(keyword: string, limit: number): Suggestion[] {
    const kw = fold(keyword);
    if (kw === '') return [];
    const open = (rank: number) => OPEN.has(this.assets[rank]!.status);
    const fields = this.fields(kw);
    const best = new Map<number, number>();
    const note = (rank: number, score: number) => {
      if (open(rank) && (best.get(rank) ?? 9) > score) best.set(rank, score);
    };
    for (const f of fields) for (const r of f.whole(kw)) note(r, 0);
    // Within a score the lowest ranks win: keep the best `limit` of each field.
    for (const f of fields) {
      const ranks: number[] = [];
      for (const r of f.prefixed(kw)) if (open(r)) ranks.push(r);
      ranks.sort((a, b) => a - b);
      for (const r of ranks.slice(0, limit)) note(r, 1);
    }
    for (const f of fields) {
      let found = 0;
      for (const r of f.inside(kw)) {
        if (!open(r)) continue;
        note(r, 2);
        if (++found === limit) break;
      }
    }
    return [...best]
      .sort((a, b) => a[1] - b[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([rank]) => {
        const a = this.assets[rank]!;
        return { assetId: a.assetId, title: a.title, type: a.type, province: a.province };
      });
  }

  /** Every asset whose title matches, whatever its status (the list's keyword filter). */
  matchingIds(keyword: string): string[] {
    const kw = fold(keyword);
    if (kw === '') return [];
    const ranks = new Set<number>();
    for (const f of this.fields(kw)) for (const r of f.inside(kw)) ranks.add(r);
    return [...ranks].map((r) => this.assets[r]!.assetId);
  }
}
