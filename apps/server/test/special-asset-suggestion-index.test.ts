import { describe, expect, it } from 'vitest';
import { generateAsset } from '../src/db/seed/special-assets/catalogue.ts';
import { searchTermsOf, fold } from '../src/modules/special-assets/search-terms.ts';
import { SuggestionIndex, type IndexedAsset } from '../src/modules/special-assets/suggestion-index.ts';

/**
 * The suggestion index finds matches through gram postings instead of scanning every title
 * (issue 25's budget). These tests hold it to the plain definition of its ranking, computed
 * here title by title over a few thousand generated assets, for keywords of every kind.
 */
const LIMIT = 10;
const OPEN = new Set(['listed', 'negotiating']);

const assets: IndexedAsset[] = Array.from({ length: 3_000 }, (_, i) => {
  const g = generateAsset(i + 1);
  const card = { assetId: g.assetId, title: g.title, type: g.type, province: g.province, city: g.city, industry: g.industry, listingPriceFen: g.listingPriceFen, areaM2: g.areaM2, status: g.status, orgId: g.orgId, orgName: '', coverUrl: null, featured: g.featured, listedOn: g.listedOn };
  return { ...card, card, ...searchTermsOf(g.title) };
});
const index = await SuggestionIndex.build(assets);

/** The ranking by definition: every field's whole, start and inside matches, as the index's doc says. */
function expected(keyword: string): string[] {
  const kw = fold(keyword);
  if (kw === '') return [];
  const ranked = [...assets].sort((a, b) => Number(b.featured) - Number(a.featured) || a.title.length - b.title.length || (a.listedOn < b.listedOn ? 1 : a.listedOn > b.listedOn ? -1 : 0) || (a.assetId < b.assetId ? -1 : 1));
  const letters = /^[a-z0-9]+$/.test(kw);
  const fields: Array<(a: IndexedAsset) => { key: string; starts: Set<number> | null }> = [(a) => ({ key: a.searchFolded, starts: null })];
  if (letters) {
    fields.push((a) => {
      const syllables = a.searchPinyin.split(' ').filter((s) => s !== '');
      const starts = new Set<number>();
      let at = 0;
      for (const s of syllables) {
        starts.add(at);
        at += s.length;
      }
      return { key: syllables.join(''), starts };
    });
    fields.push((a) => ({ key: a.searchInitials, starts: null }));
  }
  const best = new Map<number, number>();
  const note = (rank: number, score: number) => {
    if (OPEN.has(ranked[rank]!.status) && (best.get(rank) ?? 9) > score) best.set(rank, score);
  };
  const occursAtStart = (key: string, starts: Set<number> | null) => {
    for (let p = key.indexOf(kw); p >= 0; p = key.indexOf(kw, p + 1)) if (!starts || starts.has(p)) return true;
    return false;
  };
  for (const field of fields) {
    const forms = ranked.map(field);
    forms.forEach((f, rank) => f.key === kw && note(rank, 0));
    forms
      .map((f, rank) => ({ f, rank }))
      .filter(({ f, rank }) => f.key.startsWith(kw) && OPEN.has(ranked[rank]!.status))
      .slice(0, LIMIT)
      .forEach(({ rank }) => note(rank, 1));
    forms
      .map((f, rank) => ({ f, rank }))
      .filter(({ f, rank }) => occursAtStart(f.key, f.starts) && OPEN.has(ranked[rank]!.status))
      .slice(0, LIMIT)
      .forEach(({ rank }) => note(rank, 2));
  }
  return [...best]
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .slice(0, LIMIT)
    .map(([rank]) => ranked[rank]!.assetId);
}

/** Keywords cut from the titles themselves (text, pinyin from a syllable, initials), plus misses. */
function keywords(): string[] {
  const out = new Set(['债权', '厂房', '上海', 'sh', 'zq', 'gq', 'guquan', 'gyc', 'changfang', 'shebei', 'zhuzhai', 's', '市', 'q', 'x', '9', 'qqqq', '龘', 'hugu', 'anghai', 'z']);
  for (let i = 0; i < 120; i++) {
    const a = assets[(i * 97) % assets.length]!;
    const cut = (text: string, from: number, length: number) => text.slice(from % Math.max(1, text.length), (from % Math.max(1, text.length)) + length);
    out.add(cut(a.searchFolded, i * 7, 1 + (i % 4)));
    const syllables = a.searchPinyin.split(' ');
    out.add(syllables.slice(i % syllables.length).join('').slice(0, 2 + (i % 7)));
    out.add(cut(a.searchInitials, i * 3, 1 + (i % 4)));
  }
  return [...out].filter((k) => k !== '');
}

describe('the special-asset suggestion index', () => {
  it('ranks exactly as its definition for text, pinyin, initials and misses', () => {
    const words = keywords();
    expect(words.length).toBeGreaterThan(200);
    const wrong = words.filter((kw) => JSON.stringify(index.suggest(kw, LIMIT).map((s) => s.assetId)) !== JSON.stringify(expected(kw)));
    expect(wrong).toEqual([]);
  });

  it('builds a slice at a time, so a rebuild leaves the event loop free between slices', async () => {
    let pauses = 0;
    const again = await SuggestionIndex.build(assets, async () => {
      pauses++;
    });
    expect(again.size).toBe(assets.length);
    // At least after each slice of 2,000 keys of the three fields of 3,000 keys.
    expect(pauses).toBeGreaterThanOrEqual(6);
  });

  it('finds every title holding a keyword for the list filter, whatever its status', () => {
    for (const kw of ['债权', 'zq', 'shanghai', 's', '龘']) {
      const byDefinition = assets.filter((a) => a.searchFolded.includes(kw) || (/^[a-z0-9]+$/.test(kw) && (a.searchInitials.includes(kw) || a.searchPinyin.split(' ').some((_, i, all) => all.slice(i).join('').startsWith(kw)))));
      expect(new Set(index.matchingIds(kw)), kw).toEqual(new Set(byDefinition.map((a) => a.assetId)));
    }
  });
});
