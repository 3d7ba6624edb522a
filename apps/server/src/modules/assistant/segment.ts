import { createRequire } from 'node:module';
import { Jieba } from '@node-rs/jieba';
import { BANKING_TERMS, HUMAN_REQUEST_VERBS, HUMAN_WORDS, STOP_WORDS, SYNONYM_GROUPS } from './lexicon.ts';

// The package's dictionary module is CommonJS without an export map entry for ESM.
const { dict } = createRequire(import.meta.url)('@node-rs/jieba/dict.js') as { dict: Uint8Array };

/** Frequency given to user-dictionary words: high enough to beat any split of the general dictionary. */
const USER_WORD_FREQ = 200_000;

const SYNONYMS = new Map<string, readonly string[]>();
for (const [canonical, variants] of SYNONYM_GROUPS) {
  const target = typeof canonical === 'string' ? [canonical] : canonical;
  for (const v of variants) SYNONYMS.set(v, target);
}

let jieba: Jieba | undefined;

/** jieba with its default dictionary and ours, loaded once per process (about 150 ms). */
function segmenter(): Jieba {
  if (jieba) return jieba;
  const j = Jieba.withDict(dict);
  const words = new Set<string>([...BANKING_TERMS, ...SYNONYMS.keys(), ...[...SYNONYMS.values()].flat()]);
  // jieba's dictionary format is "word freq"; words with spaces cannot be entries.
  const lines = [...words].filter((w) => w.length > 1 && !/\s/.test(w)).map((w) => `${w} ${USER_WORD_FREQ}`);
  j.loadDict(Buffer.from(lines.join('\n') + '\n'));
  jieba = j;
  return j;
}

/** Loads the dictionaries now (at start) rather than on the first question. */
export function warmUpSegmenter(): void {
  segmenter();
}

const PUNCT_RE = /[\s\p{P}\p{S}]+/gu;

/**
 * One form for matching: full-width to half-width (NFKC), lower case, "USB Key"-style
 * spellings joined, punctuation and spaces dropped.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/u\s*s\s*b\s*-?\s*key/g, 'ukey')
    .replace(/u\s*-?\s*key/g, 'ukey')
    .replace(PUNCT_RE, '')
    .replace(DAYS_LEFT_RE, '快到期');
}

/**
 * 还有三天过期 / 还剩10天到期 says the date is near (快到期), it does not ask how long is left
 * (还有多久过期 and 还有几天过期 keep their words).
 */
const DAYS_LEFT_RE = /还(?:有|剩|差)?[0-9一二两三四五六七八九十半]+(?:天|日|周|个?星期|个月)(?:就要?|就|要)?(?:过期|到期|失效)(?:了)?/g;

/** The raw words jieba cuts (after normalising), before synonyms and stop words. */
export function cutWords(text: string): string[] {
  const normal = normalize(text);
  if (!normal) return [];
  return segmenter().cut(normal, true);
}

/**
 * The terms a text is matched by: jieba words with the banking dictionary, each variant folded
 * onto its canonical term(s), stop words dropped. The knowledge base and the customer's text go
 * through this same function.
 */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of cutWords(text)) {
    const mapped = SYNONYMS.get(word) ?? [word];
    for (const t of mapped) if (!STOP_WORDS.has(t)) out.push(t);
  }
  return out;
}

/**
 * The terms one piece of a word stands for, read as `terms` reads a whole word: its synonym
 * target(s), stop words dropped ([] for a stop word such as 弄 or 怎么). The matcher uses it to
 * re-read words the knowledge base never uses (怎么弄, 换人) from their known parts.
 */
export function pieceTerms(piece: string): string[] {
  return (SYNONYMS.get(piece) ?? [piece]).filter((t) => !STOP_WORDS.has(t));
}

/** Character bigrams of the normalised text without stop words: the fallback for words jieba does not know. */
export function bigrams(text: string): string[] {
  const kept = cutWords(text)
    .filter((w) => !STOP_WORDS.has(w))
    .join('');
  const out: string[] = [];
  for (let i = 0; i + 1 < kept.length; i++) out.push(kept.slice(i, i + 2));
  return out;
}

const HUMAN_ONLY_FILLER = /^(请|请帮我|帮我|麻烦|麻烦帮我|我要|我想|我想要|我需要|给我|马上|立即|直接|赶紧|快|快点|一下|吧|啊|呀|好吗|可以吗|谢谢)*$/;

/**
 * The customer asked for a human agent in words: a human word with a request verb before it
 * (转人工, 找客服, 我要人工客服), or a message that is nothing but a human word and filler
 * (人工, 人工客服!). A question about the service (人工客服几点上班) is not a request.
 */
export function asksForHuman(text: string): boolean {
  const t = normalize(text);
  for (const word of HUMAN_WORDS) {
    const at = t.indexOf(word);
    if (at < 0) continue;
    const before = t.slice(0, at);
    const rest = before + t.slice(at + word.length);
    if (HUMAN_ONLY_FILLER.test(rest)) return true;
    if (HUMAN_REQUEST_VERBS.some((v) => before.endsWith(v) || before.endsWith(`${v}个`) || before.endsWith(`${v}一下`))) return true;
  }
  return false;
}
