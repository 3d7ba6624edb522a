import type { Suggestion } from '@portal/contract/calls/special-assets/public-queries';
import { AssetListIndex, cmp, OPEN, type ListedAsset } from './list-index.ts';
import { fold } from './search-terms.ts';

/** One asset as the catalogue snapshot holds it: what the list filters by, and its search forms. */
export interface IndexedAsset extends ListedAsset {
  title: string;
  featured: boolean;
  searchFolded: string;
  /** Spaced pinyin syllables, e.g. "shang hai". */
  searchPinyin: string;
  searchInitials: string;
}

const HAN_RE = /\p{Script=Han}/u;
const LETTERS_RE = /^[a-z0-9]+$/;
const SEP = '\u0001';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const isLetters = (kw: string) => !HAN_RE.test(kw) && LETTERS_RE.test(kw);

/** Gram lengths the postings hold: a keyword is looked up by its longest one (see Field). */
const GRAM_LENGTHS = [2, 3];
const SHORTEST_GRAM = 2;
const LONGEST_GRAM = 3;
/** Up to this many keys starting with a keyword are walked in key order; more, and its gram's posting is walked in rank order. */
const PREFIX_RANGE_WALKED = 256;
/** Keys indexed between two pauses of a build, so a rebuild never holds the event loop for long. */
const KEYS_PER_SLICE = 2_000;

/** A gram of up to three UTF-16 units as one number (exact below 2^53), so building allocates no strings. */
function gramCode(text: string, at: number, length: number): number {
  let code = 0;
  for (let i = 0; i < length; i++) code = code * 65_536 + text.charCodeAt(at + i);
  return code * 4 + length;
}

/**
 * One searchable form of every title (folded text, joined pinyin or initials), laid out for
 * speed. "Inside" matches come from postings: for every 2- and 3-unit gram that begins at a unit
 * start, the ranks whose key holds it, ascending; a keyword walks the postings of its longest
 * gram and checks each key, so a rare keyword costs its few candidates instead of a scan of every
 * title (a one-letter keyword, which matches nearly every title, scans the joined keys in rank
 * order and stops at the first hits). "Starts with" is a binary search over the sorted keys, and
 * whole-title matches a map.
 */
class Field {
  private readonly hay: string;
  private readonly offsets: Int32Array;
  private readonly sortedKeys: string[];
  private readonly sortedRanks: Int32Array;
  private readonly exact = new Map<string, number[]>();
  private readonly postings = new Map<number, number[]>();

  /** `starts`: where a unit may begin (pinyin syllables); undefined means anywhere. */
  private constructor(
    private readonly keys: string[],
    private readonly starts: Uint8Array | undefined,
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
    const order = keys.map((_, rank) => rank).sort((a, b) => cmp(keys[a]!, keys[b]!) || a - b);
    this.sortedKeys = order.map((rank) => keys[rank]!);
    this.sortedRanks = Int32Array.from(order);
  }

  /** Builds the field, indexing its grams a slice of keys at a time with `pause` between slices. */
  static async build(keys: string[], starts: Uint8Array | undefined, pause: () => Promise<void>): Promise<Field> {
    const field = new Field(keys, starts);
    await pause();
    for (let from = 0; from < keys.length; from += KEYS_PER_SLICE) {
      const to = Math.min(keys.length, from + KEYS_PER_SLICE);
      for (let rank = from; rank < to; rank++) field.indexGrams(rank);
      await pause();
    }
    return field;
  }

  /** Adds `rank` once to the posting of every gram starting at a unit start of its key (ranks arrive ascending). */
  private indexGrams(rank: number): void {
    const key = this.keys[rank]!;
    const offset = this.offsets[rank]!;
    for (let p = 0; p < key.length; p++) {
      if (this.starts && this.starts[offset + p] !== 1) continue;
      for (const n of GRAM_LENGTHS) {
        if (p + n > key.length) break;
        const code = gramCode(key, p, n);
        const list = this.postings.get(code);
        if (!list) this.postings.set(code, [rank]);
        else if (list[list.length - 1] !== rank) list.push(rank);
      }
    }
  }

  whole(kw: string): number[] {
    return this.exact.get(kw) ?? [];
  }

  /** The `limit` lowest ranks that start with kw and pass `keep`, ascending. */
  lowestPrefixed(kw: string, limit: number, keep: (rank: number) => boolean): number[] {
    const lo = this.firstAtLeast(kw);
    const hi = this.firstAtLeast(kw + '\uffff');
    const n = Math.min(kw.length, LONGEST_GRAM);
    // Many keys start with kw: their lowest ranks are met early in the gram's posting, which runs in rank order.
    if (hi - lo > PREFIX_RANGE_WALKED && n >= SHORTEST_GRAM) {
      const best: number[] = [];
      for (const rank of this.postings.get(gramCode(kw, 0, n)) ?? []) {
        if (this.keys[rank]!.startsWith(kw) && keep(rank) && best.push(rank) === limit) break;
      }
      return best;
    }
    // Otherwise walk the range, keeping the lowest in a small insertion-sorted buffer.
    const best: number[] = [];
    for (let i = lo; i < hi; i++) {
      const rank = this.sortedRanks[i]!;
      if ((best.length === limit && rank >= best[limit - 1]!) || !keep(rank)) continue;
      let at = best.length === limit ? limit - 1 : best.length;
      while (at > 0 && best[at - 1]! > rank) {
        best[at] = best[at - 1]!;
        at--;
      }
      best[at] = rank;
    }
    return best;
  }

  /** The first position in the sorted keys whose key is not below `text`. */
  private firstAtLeast(text: string): number {
    let lo = 0;
    let hi = this.sortedKeys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sortedKeys[mid]! < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Whether `kw` occurs in the key of `rank` at a unit start. */
  private holds(rank: number, kw: string): boolean {
    const key = this.keys[rank]!;
    if (!this.starts) return key.includes(kw);
    for (let pos = key.indexOf(kw); pos >= 0; pos = key.indexOf(kw, pos + 1)) {
      if (this.starts[this.offsets[rank]! + pos] === 1) return true;
    }
    return false;
  }

  /** Ranks containing kw (at a unit start), in rank order, each once. */
  *inside(kw: string): Generator<number> {
    const n = Math.min(kw.length, LONGEST_GRAM);
    if (n < SHORTEST_GRAM) {
      yield* this.scan(kw);
      return;
    }
    for (const rank of this.postings.get(gramCode(kw, 0, n)) ?? []) if (this.holds(rank, kw)) yield rank;
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

  /** The joined keys searched in rank order: for a keyword so short that nearly every title holds it. */
  private *scan(kw: string): Generator<number> {
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
  private constructor(
    private readonly assets: IndexedAsset[],
    private readonly folded: Field,
    private readonly pinyin: Field,
    private readonly initials: Field,
    /** The public list's filters and orders over the same snapshot. */
    readonly listing: AssetListIndex,
  ) {}

  /**
   * Builds the index of `assets`. The gram postings are filled a slice at a time and `pause`
   * runs between slices (by default the next turn of the event loop), so a rebuild in the
   * background does not hold up the calls answered meanwhile.
   */
  static async build(assets: IndexedAsset[], pause: () => Promise<void> = nextTurn): Promise<SuggestionIndex> {
    // The ordering of equal scores: featured first, then the shorter title, then the newest, then
    // by id; as one number per asset, which sorts far faster than comparing the objects.
    const tie = Float64Array.from(assets, (a) => (a.featured ? 0 : 1e13) + a.title.length * 1e9 - Number(a.listedOn.replaceAll('-', '')));
    const ranked = assets
      .map((_, i) => i)
      .sort((x, y) => tie[x]! - tie[y]! || cmp(assets[x]!.assetId, assets[y]!.assetId))
      .map((i) => assets[i]!);
    await pause();
    const folded = await Field.build(ranked.map((a) => a.searchFolded), undefined, pause);
    const { keys, starts } = syllableStarts(ranked);
    const pinyin = await Field.build(keys, starts, pause);
    const initials = await Field.build(ranked.map((a) => a.searchInitials), undefined, pause);
    const listing = await AssetListIndex.build(ranked, pause);
    return new SuggestionIndex(ranked, folded, pinyin, initials, listing);
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
    for (const f of fields) for (const r of f.lowestPrefixed(kw, limit, open)) note(r, 1);
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

  /** The snapshot positions of every asset whose title matches, whatever its status (the list's keyword filter). */
  matchingRanks(keyword: string): Set<number> {
    const kw = fold(keyword);
    const ranks = new Set<number>();
    if (kw === '') return ranks;
    for (const f of this.fields(kw)) for (const r of f.inside(kw)) ranks.add(r);
    return ranks;
  }

  /** Every asset whose title matches, whatever its status. */
  matchingIds(keyword: string): string[] {
    return [...this.matchingRanks(keyword)].map((r) => this.assets[r]!.assetId);
  }
}
