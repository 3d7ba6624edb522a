import { pinyin } from 'pinyin-pro';

/**
 * What a name can be found by: its text folded for comparison, and one unit per character
 * (a Chinese character's toneless pinyin, or a letter or digit as itself). Spaces and
 * punctuation are dropped, so "API 申请" has units a p i shen qing.
 */
export interface Searchable {
  folded: string;
  units: string[];
}

const KEEP_RE = /[\p{Script=Han}a-z0-9]/u;
const HAN_RE = /\p{Script=Han}/u;
const LETTERS_RE = /^[a-z0-9]+$/;

/** Lower case without spaces or punctuation, the form both names and keywords are compared in. */
export function fold(text: string): string {
  return [...text.toLowerCase()].filter((c) => KEEP_RE.test(c)).join('');
}

export function searchable(text: string): Searchable {
  const folded = fold(text);
  // pinyin-pro reads whole words, so polyphones come out right (银行 yin hang, 重庆 chong qing).
  const syllables = pinyin(folded, { toneType: 'none', type: 'array', v: true });
  const units = syllables.map((s) => s.toLowerCase()).filter((s) => s !== '');
  return { folded, units };
}

/**
 * How well a keyword matches, lower is better, undefined for no match:
 * 0 the whole name (text, full pinyin or initials), 1 the start of the name, 2 inside it.
 * Letters match pinyin syllable by syllable, each syllable by any non-empty prefix, so
 * "zhgl", "zhanghuguanli" and "zhangh gl" all find 账户管理.
 */
export function matchScore(item: Searchable, keyword: string): number | undefined {
  const kw = fold(keyword);
  if (kw === '') return undefined;
  if (item.folded === kw) return 0;
  const at = item.folded.indexOf(kw);
  if (at === 0) return 1;
  if (at > 0) return 2;
  if (HAN_RE.test(kw) || !LETTERS_RE.test(kw)) return undefined;
  const initials = item.units.map((u) => u[0]).join('');
  if (initials === kw || item.units.join('') === kw) return 0;
  for (let start = 0; start < item.units.length; start++) {
    if (consumes(item.units, start, kw)) return start === 0 ? 1 : 2;
  }
  return undefined;
}

/** Whether the keyword is a run of syllable prefixes starting at unit `start`. */
function consumes(units: string[], start: number, kw: string): boolean {
  const failed = new Set<number>();
  const walk = (i: number, k: number): boolean => {
    if (k === kw.length) return true;
    if (i === units.length) return false;
    const key = i * 64 + k;
    if (failed.has(key)) return false;
    const unit = units[i]!;
    for (let len = Math.min(unit.length, kw.length - k); len >= 1; len--) {
      if (unit.startsWith(kw.slice(k, k + len)) && walk(i + 1, k + len)) return true;
    }
    failed.add(key);
    return false;
  };
  return walk(start, 0);
}
