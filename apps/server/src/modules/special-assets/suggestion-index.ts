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

interface Entry extends IndexedAsset {
  joined: string;
  /** Offsets in `joined` where a syllable starts. */
  starts: Set<number>;
}

const HAN_RE = /\p{Script=Han}/u;
const LETTERS_RE = /^[a-z0-9]+$/;
const OPEN: ReadonlySet<AssetStatus> = new Set(['listed', 'negotiating']);

function entryOf(a: IndexedAsset): Entry {
  const syllables = a.searchPinyin.split(' ').filter((s) => s !== '');
  const starts = new Set<number>();
  let at = 0;
  for (const s of syllables) {
    starts.add(at);
    at += s.length;
  }
  return { ...a, joined: syllables.join(''), starts };
}

/** Where `kw` occurs in the pinyin starting at a syllable: 1 at the start, 2 inside, undefined if nowhere. */
function pinyinScore(e: Entry, kw: string): number | undefined {
  let from = e.joined.indexOf(kw);
  while (from >= 0) {
    if (e.starts.has(from)) return from === 0 ? 1 : 2;
    from = e.joined.indexOf(kw, from + 1);
  }
  return undefined;
}

/**
 * How well a keyword matches, lower is better (as the header search ranks): 0 the whole title
 * (text, full pinyin or initials), 1 its start, 2 inside it. Letters match the full pinyin from
 * a syllable start ("zhanghu", "hugu") or the initials ("zhgl").
 */
export function scoreOf(e: Entry, kw: string): number | undefined {
  const at = e.searchFolded.indexOf(kw);
  if (at >= 0) return e.searchFolded === kw ? 0 : at === 0 ? 1 : 2;
  if (HAN_RE.test(kw) || !LETTERS_RE.test(kw)) return undefined;
  if (e.joined === kw || e.searchInitials === kw) return 0;
  const byInitials = e.searchInitials.indexOf(kw);
  const initials = byInitials < 0 ? undefined : byInitials === 0 ? 1 : 2;
  const pinyin = pinyinScore(e, kw);
  if (initials === undefined) return pinyin;
  return pinyin === undefined ? initials : Math.min(initials, pinyin);
}

/** The ordering of equal scores: featured first, then the shorter title, then the newest. */
function better(a: { e: Entry; s: number }, b: { e: Entry; s: number }): number {
  return a.s - b.s || Number(b.e.featured) - Number(a.e.featured) || a.e.title.length - b.e.title.length || b.e.listedOn.localeCompare(a.e.listedOn) || a.e.assetId.localeCompare(b.e.assetId);
}

/** An immutable snapshot of the assets' search terms, matched in memory. */
export class SuggestionIndex {
  private readonly entries: Entry[];

  constructor(assets: IndexedAsset[]) {
    this.entries = assets.map(entryOf);
  }

  get size(): number {
    return this.entries.length;
  }

  /** Up to `limit` open assets (listed or negotiating), best first. */
  suggest(keyword: string, limit: number): Suggestion[] {
    const kw = fold(keyword);
    if (kw === '') return [];
    const top: Array<{ e: Entry; s: number }> = [];
    for (const e of this.entries) {
      if (!OPEN.has(e.status)) continue;
      const s = scoreOf(e, kw);
      if (s === undefined) continue;
      const hit = { e, s };
      if (top.length === limit && better(hit, top[limit - 1]!) >= 0) continue;
      top.push(hit);
      top.sort(better);
      if (top.length > limit) top.pop();
    }
    return top.map(({ e }) => ({ assetId: e.assetId, title: e.title, type: e.type, province: e.province }));
  }

  /** Every asset whose title matches, whatever its status (the list's keyword filter). */
  matchingIds(keyword: string): string[] {
    const kw = fold(keyword);
    if (kw === '') return [];
    return this.entries.filter((e) => scoreOf(e, kw) !== undefined).map((e) => e.assetId);
  }
}
