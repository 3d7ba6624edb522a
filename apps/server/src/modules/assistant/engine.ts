import { intents, type Intent } from './intent.ts';
import { CONTEXT_TERMS } from './lexicon.ts';
import { bigrams, normalize, pieceTerms, terms } from './segment.ts';

/**
 * The assistant's matcher (issue 4 point 1): BM25 over every phrasing of every knowledge-base
 * entry (its question and its similar questions), an entry scored by its best phrasing, with a
 * character-bigram BM25 as the fallback for words the segmenter does not know. Pure and
 * synchronous: the service builds an index from the enabled entries and swaps it on changes.
 */

export interface KbDoc {
  id: string;
  category: string;
  question: string;
  similarQuestions: readonly string[];
  answer: string;
}

/** BM25 term-frequency saturation. */
export const BM25_K1 = 1.2;
/** BM25 length normalisation. */
export const BM25_B = 0.75;
/** Weight of the character-bigram score added to the word score (it only breaks ties and rescues unknown words). */
export const BIGRAM_WEIGHT = 0.25;
/**
 * Weight of the whole entry (all its phrasings as one document) added to its best phrasing: a
 * question whose words are spread over two phrasings of one entry still finds it.
 */
export const ENTRY_WEIGHT = 0.3;

/**
 * Added to a phrasing that asks the same kind of question as the customer (怎么 / 为什么 / 多少 …,
 * see intent.ts) and shares at least one word with it: it breaks ties among entries on one topic.
 */
export const INTENT_BONUS = 2;
/** Taken from a phrasing that asks another kind of question (为什么让我修改密码 for 怎么改密码). */
export const INTENT_MISMATCH = 1;
/**
 * Weight of a phrasing's precision (the share of its own term weight that the question holds)
 * times its recall (the share of the question's weight it holds):
 * of two entries holding all the customer's words, the one that adds less of its own (忘记登录密码
 * adds 登录, U盾密码忘了 adds U盾 to 忘记密码) is the one meant.
 */
export const PRECISION_WEIGHT = 3;
/**
 * Added to a phrasing whose words are the question's words, no more and no fewer (the portal's
 * context words aside) and that does not ask another kind of question: 转账限额是多少 is
 * 企业网银转账限额是多少 here, while 手机上转账限额是多少 adds a channel the customer did not name.
 */
export const SAME_TERMS_BONUS = 3;

/**
 * A word of the question that the knowledge base never uses is read again before it counts as
 * unknown (issue 37: short questions are typed in clipped, colloquial words jieba keeps whole or
 * cuts oddly): a word that begins knowledge-base words stands for them (测 for 测算, 用电 for
 * 用电量, 准 for 准确), their scores at this weight, when at most PREFIX_MAX of them begin with
 * it; in coverage it still weighs as an unknown word, which only the entries holding one of them
 * cover …
 */
export const PREFIX_WEIGHT = 0.6;
export const PREFIX_MAX = 3;
/**
 * … and a word made of known parts is read as those parts (怎么弄 is 怎么 + 弄, both stop words;
 * 换人 is 换 + 人, a change). A single character left unknown weighs this share of an unknown
 * word in coverage: one character says less than a word.
 */
export const UNKNOWN_CHAR_SHARE = 0.5;

/**
 * A direct answer (sourceType 0) needs the best entry to cover at least this share of the
 * question's term weight (idf) …
 */
export const DIRECT_MIN_COVERAGE = 0.5;
/** … and to lead the second entry by this factor of score, unless its coverage is near complete. */
export const DIRECT_MIN_LEAD = 1.12;
/**
 * Coverage at which a lead is not needed (every meaningful word of the question is in the
 * entry), for questions of at least DIRECT_FULL_MIN_TERMS terms: one word alone (密码) is
 * too little to pick one of the many entries that contain it.
 */
export const DIRECT_FULL_COVERAGE = 0.9;
export const DIRECT_FULL_MIN_TERMS = 2;
/** The lead a complete entry needs over a second complete one (a real tie stays a list). */
export const DIRECT_COMPLETE_LEAD = 1.05;
/**
 * A best entry that holds at least this share of the question's weight, when every other
 * candidate holds at most DIRECT_COVERAGE_GAP of it less than half as much, is answered without a
 * score lead: 月度用电怎么填 holds two words of the carbon-account entry and one of the
 * parameter entry, however close their scores.
 */
export const DIRECT_CLEAR_COVERAGE = 0.6;
export const DIRECT_COVERAGE_GAP = 0.5;
/** Below a direct answer, related questions (sourceType 1) need at least this coverage. */
export const RELATED_MIN_COVERAGE = 0.3;
/** Related questions are the entries scoring at least this share of the best. */
export const RELATED_MIN_SHARE = 0.35;
/** When not understood, candidates still offered as "maybe you meant" need this coverage. */
export const WEAK_MIN_COVERAGE = 0.15;
/** How many such weak candidates are offered. */
export const WEAK_MAX = 3;

interface Posting {
  doc: number;
  tf: number;
}

interface Field {
  postings: Map<string, Posting[]>;
  lengths: number[];
  avgLength: number;
  idf: (term: string) => number;
}

function buildField(docs: string[][]): Field {
  const postings = new Map<string, Posting[]>();
  const lengths = docs.map((d) => d.length);
  docs.forEach((doc, i) => {
    const tf = new Map<string, number>();
    for (const t of doc) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const [t, n] of tf) {
      let list = postings.get(t);
      if (!list) postings.set(t, (list = []));
      list.push({ doc: i, tf: n });
    }
  });
  const n = docs.length;
  const avgLength = n ? lengths.reduce((a, b) => a + b, 0) / n : 1;
  const idfCache = new Map<string, number>();
  const idf = (term: string) => {
    let v = idfCache.get(term);
    if (v === undefined) {
      const df = postings.get(term)?.length ?? 0;
      v = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      idfCache.set(term, v);
    }
    return v;
  };
  return { postings, lengths, avgLength: avgLength || 1, idf };
}

/** BM25 of one query (unique terms) against every document of a field, added into `into`. */
function scoreField(field: Field, query: string[], into: Float64Array, weight: number): void {
  for (const term of query) {
    const list = field.postings.get(term);
    if (!list) continue;
    const idf = field.idf(term);
    for (const { doc, tf } of list) {
      const norm = tf + BM25_K1 * (1 - BM25_B + (BM25_B * field.lengths[doc]!) / field.avgLength);
      into[doc]! += (weight * idf * (tf * (BM25_K1 + 1))) / norm;
    }
  }
}

export interface KbIndex {
  entries: readonly KbDoc[];
  /** Phrasing number → entry number. */
  owner: number[];
  words: Field;
  chars: Field;
  /** Each entry's phrasings as one document (distinct terms), scored per entry. */
  whole: Field;
  /** Distinct terms and question kinds of each phrasing, for precision and the intent bonus. */
  phrasingTerms: string[][];
  phrasingIntents: Intent[][];
  /** Terms of each entry (all phrasings), for coverage. */
  entryTerms: Array<Set<string>>;
  /** Normalised phrasing → entry number, for exact matches (a clicked related question). */
  exact: Map<string, number>;
  /** Normalised question and similar questions per entry, for suggestions while typing. */
  normalised: Array<{ question: string; similar: string[] }>;
  /** Every term of the phrasings, for reading unknown words of a question. */
  vocabulary: string[];
}

export function buildIndex(entries: readonly KbDoc[]): KbIndex {
  const owner: number[] = [];
  const wordDocs: string[][] = [];
  const charDocs: string[][] = [];
  const entryTerms: Array<Set<string>> = [];
  const phrasingTerms: string[][] = [];
  const phrasingIntents: Intent[][] = [];
  const exact = new Map<string, number>();
  const normalised: KbIndex['normalised'] = [];
  entries.forEach((entry, i) => {
    const all = new Set<string>();
    for (const phrasing of [entry.question, ...entry.similarQuestions]) {
      const t = terms(phrasing);
      owner.push(i);
      wordDocs.push(t);
      phrasingTerms.push([...new Set(t)]);
      phrasingIntents.push(intents(phrasing));
      charDocs.push(bigrams(phrasing));
      for (const x of t) all.add(x);
      const key = normalize(phrasing);
      if (key && !exact.has(key)) exact.set(key, i);
    }
    entryTerms.push(all);
    normalised.push({ question: normalize(entry.question), similar: entry.similarQuestions.map(normalize) });
  });
  const whole = buildField(entryTerms.map((t) => [...t]));
  const words = buildField(wordDocs);
  return { entries, owner, words, chars: buildField(charDocs), whole, phrasingTerms, phrasingIntents, entryTerms, exact, normalised, vocabulary: [...words.postings.keys()] };
}

export interface Candidate {
  entry: KbDoc;
  score: number;
  /** Share of the question's term weight (idf) found in the entry, 0..1. */
  coverage: number;
}

export type MatchKind = 'answer' | 'related' | 'notUnderstood';

export interface MatchResult {
  kind: MatchKind;
  /** Best first; for `answer` the first is the answer. */
  candidates: Candidate[];
}

/**
 * Entries ranked for a question, best first, with their coverage. Words the knowledge base
 * never uses count against coverage, except while typing (`partial`), where the last word may
 * be unfinished.
 */
/**
 * One word of the question as the matcher reads it: the knowledge-base term(s) it stands for
 * (one, or the few an unknown word begins), the weight of their scores, and its weight in
 * coverage (idf; unknown words weigh as much as the rarest known word, a leftover character half).
 */
export interface QueryWord {
  alts: string[];
  factor: number;
  weight: number;
}

/** Knowledge-base terms that begin with `word` (and are longer), when there are 1..PREFIX_MAX of them. */
function prefixed(index: KbIndex, word: string): string[] | null {
  const found = index.vocabulary.filter((t) => t.length > word.length && t.startsWith(word));
  return found.length > 0 && found.length <= PREFIX_MAX ? found : null;
}

/** An unknown word read as the knowledge-base terms it begins, or as its known parts; else left unknown. */
function readUnknown(index: KbIndex, word: string, maxIdf: number): QueryWord[] {
  const known = (t: string) => index.words.postings.has(t);
  const chars = [...word];
  const n = chars.length;
  // A word read as the words it begins still weighs as an unknown word: only the entries that
  // hold one of them cover it.
  const starts = prefixed(index, word);
  if (starts) return [{ alts: starts, factor: PREFIX_WEIGHT, weight: maxIdf }];
  if (n === 1) return [{ alts: [word], factor: 1, weight: maxIdf }];
  // Split into known pieces at the least cost: a stop word, a word of the lexicon or a longer
  // word the knowledge base uses costs nothing, a single character the knowledge base happens to
  // use (不, 起) half, an unknown character one. Kept only when the pieces explain most of the
  // word (记不起来 is not 记 + 不 + 起).
  const cost = new Array<number>(n + 1).fill(Infinity);
  const from = new Array<number>(n + 1).fill(-1);
  cost[0] = 0;
  for (let i = 1; i <= n; i++) {
    for (let j = Math.max(0, i - 6); j < i; j++) {
      if (cost[j] === Infinity || (j === 0 && i === n)) continue;
      const piece = chars.slice(j, i).join('');
      const mapped = pieceTerms(piece);
      const single = i - j === 1;
      const c = !mapped.every(known) ? (single ? 1 : Infinity) : single && mapped.length === 1 && mapped[0] === piece ? 0.5 : 0.001;
      if (cost[j]! + c < cost[i]!) {
        cost[i] = cost[j]! + c;
        from[i] = j;
      }
    }
  }
  if (!(cost[n]! < n / 2)) return [{ alts: [word], factor: 1, weight: maxIdf }];
  const out: QueryWord[] = [];
  for (let i = n; i > 0; i = from[i]!) {
    const piece = chars.slice(from[i]!, i).join('');
    const mapped = pieceTerms(piece);
    if (mapped.length > 0 && mapped.every(known)) {
      for (const t of mapped) out.unshift({ alts: [t], factor: 1, weight: index.words.idf(t) });
    } else if (mapped.length > 0) {
      const alts = prefixed(index, piece);
      out.unshift({ alts: alts ?? [piece], factor: alts ? PREFIX_WEIGHT : 1, weight: maxIdf * UNKNOWN_CHAR_SHARE });
    }
  }
  return out;
}

/** The words of a question as the matcher reads them, each once. */
export function queryWords(index: KbIndex, text: string): QueryWord[] {
  const maxIdf = Math.log(1 + (index.owner.length + 0.5) / 0.5);
  const out: QueryWord[] = [];
  const seen = new Set<string>();
  for (const t of terms(text)) {
    const read = index.words.postings.has(t) ? [{ alts: [t], factor: 1, weight: index.words.idf(t) }] : readUnknown(index, t, maxIdf);
    for (const w of read) {
      const key = w.alts.join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(w);
    }
  }
  return out;
}

export function rank(index: KbIndex, text: string, limit = 20, partial = false): Candidate[] {
  const chars = [...new Set(bigrams(text))];
  const phrasingCount = index.owner.length;
  if (phrasingCount === 0) return [];
  const query = queryWords(index, text);
  if (query.length === 0 && chars.length === 0) return [];
  const wordScores = new Float64Array(phrasingCount);
  const charScores = new Float64Array(phrasingCount);
  for (const w of query) scoreField(index.words, w.alts, wordScores, w.factor);
  scoreField(index.chars, chars, charScores, BIGRAM_WEIGHT);

  // An entry is as good as its best phrasing. The bonuses rank what a question asks; a bare
  // word (密码) asks nothing more than the word, and its short phrasings must not pull ahead.
  const asked = new Set(intents(text));
  const isQuestion = query.length >= DIRECT_FULL_MIN_TERMS || asked.size > 0;
  const best = new Map<number, number>();
  for (let p = 0; p < phrasingCount; p++) {
    let s = wordScores[p]! + charScores[p]!;
    if (s <= 0) continue;
    if (isQuestion && wordScores[p]! > 0) s += phrasingBonus(index, p, query, asked);
    const e = index.owner[p]!;
    if (s > (best.get(e) ?? 0)) best.set(e, s);
  }
  if (ENTRY_WEIGHT > 0) {
    const wholeScores = new Float64Array(index.entries.length);
    for (const w of query) scoreField(index.whole, w.alts, wholeScores, ENTRY_WEIGHT * w.factor);
    for (const [e, s] of best) best.set(e, s + wholeScores[e]!);
  }
  // Unknown words weigh as much as the rarest known word: a question about something the
  // knowledge base never mentions is not covered (while typing, the last word may be unfinished).
  const weights = query.map((w) => (partial && !w.alts.some((t) => index.words.postings.has(t)) ? 0 : w.weight));
  const total = weights.reduce((a, b) => a + b, 0);
  const ranked = [...best].sort((a, b) => b[1] - a[1]).slice(0, limit);
  return ranked.map(([e, score]) => {
    const own = index.entryTerms[e]!;
    let covered = 0;
    query.forEach((w, i) => {
      if (w.alts.some((t) => own.has(t))) covered += weights[i]!;
    });
    return { entry: index.entries[e]!, score, coverage: total > 0 ? covered / total : 0 };
  });
}

/** The share of a phrasing's own term weight that the question holds (context words aside). */
function precisionOf(index: KbIndex, p: number, query: Set<string>): number {
  let own = 0;
  let shared = 0;
  for (const t of index.phrasingTerms[p]!) {
    if (CONTEXT_TERMS.has(t) && !query.has(t)) continue;
    const w = index.words.idf(t);
    own += w;
    if (query.has(t)) shared += w;
  }
  return own > 0 ? shared / own : 0;
}

/** What one phrasing that shares a word with the question earns beyond BM25: fit and question kind. */
function phrasingBonus(index: KbIndex, p: number, query: readonly QueryWord[], asked: Set<Intent>): number {
  const own = index.phrasingTerms[p]!;
  const precision = precisionOf(index, p, new Set(query.flatMap((w) => w.alts)));
  // Precision counts only with recall: a phrasing holding one of the question's words and nothing
  // else is precise but says less than the question.
  let weight = 0;
  let held = 0;
  for (const w of query) {
    weight += w.weight;
    if (w.alts.some((t) => own.includes(t))) held += w.weight;
  }
  const recall = weight > 0 ? held / weight : 0;
  const kinds = index.phrasingIntents[p]!;
  const kind = asked.size === 0 || kinds.length === 0 ? 0 : kinds.some((i) => asked.has(i)) ? INTENT_BONUS : -INTENT_MISMATCH;
  // The phrasing says exactly what the question says (context words aside), asking the same way.
  const same = kind >= 0 && precision === 1 && recall === 1;
  return PRECISION_WEIGHT * precision * recall + kind + (same ? SAME_TERMS_BONUS : 0);
}

/**
 * What the assistant does with a question: an exact phrasing (a clicked related question) or a
 * clear winner is answered; several plausible entries are offered as related questions; too
 * little overlap is "not understood" with at most WEAK_MAX weak candidates.
 */
export function match(index: KbIndex, text: string, relatedMax: number): MatchResult {
  const exactAt = index.exact.get(normalize(text));
  if (exactAt !== undefined) return { kind: 'answer', candidates: [{ entry: index.entries[exactAt]!, score: Infinity, coverage: 1 }] };

  const ranked = rank(index, text, Math.max(relatedMax, WEAK_MAX) + 1);
  const [top, second] = ranked;
  if (!top) return { kind: 'notUnderstood', candidates: [] };
  const lead = second ? top.score / second.score : Infinity;
  // Every word of the question is in the best entry: it is answered when no other entry is as
  // complete, or when it still leads the next complete one by a small margin (忘记密码怎么办:
  // 忘记登录密码 over U盾密码忘了).
  // One bare word (密码) is too little, unless asked as a question (如何注销).
  const wordCount = queryWords(index, text).length;
  const asQuestion = wordCount >= DIRECT_FULL_MIN_TERMS || (wordCount === 1 && intents(text).length > 0);
  const complete =
    top.coverage >= DIRECT_FULL_COVERAGE &&
    asQuestion &&
    (!(second && second.coverage >= DIRECT_FULL_COVERAGE) || lead >= DIRECT_COMPLETE_LEAD);
  // The best entry holds clearly more of the question than any other candidate.
  const clear = top.coverage >= DIRECT_CLEAR_COVERAGE && ranked.slice(1).every((c) => c.coverage <= top.coverage * DIRECT_COVERAGE_GAP);
  if (top.coverage >= DIRECT_MIN_COVERAGE && (lead >= DIRECT_MIN_LEAD || complete || clear)) {
    return { kind: 'answer', candidates: [top] };
  }
  if (top.coverage >= RELATED_MIN_COVERAGE) {
    const related = ranked.filter((c) => c.score >= top.score * RELATED_MIN_SHARE && c.coverage >= WEAK_MIN_COVERAGE).slice(0, relatedMax);
    return { kind: 'related', candidates: related };
  }
  return { kind: 'notUnderstood', candidates: ranked.filter((c) => c.coverage >= WEAK_MIN_COVERAGE).slice(0, WEAK_MAX) };
}

/**
 * Questions to suggest while the customer types (sourceType 2): entries whose question starts
 * with the text, then whose question or a similar question contains it, then the best BM25
 * matches that cover most of the text. Each entry once, by its own question.
 */
export function suggest(index: KbIndex, text: string, max: number): string[] {
  const typed = normalize(text);
  if (!typed) return [];
  const picked = new Set<number>();
  const add = (e: number) => {
    if (picked.size < max) picked.add(e);
  };
  index.normalised.forEach((n, e) => {
    if (n.question.startsWith(typed)) add(e);
  });
  index.normalised.forEach((n, e) => {
    if (n.question.includes(typed) || n.similar.some((s) => s.includes(typed))) add(e);
  });
  if (picked.size < max) {
    const byEntry = new Map(index.entries.map((entry, e) => [entry.id, e]));
    for (const c of rank(index, text, max * 2, true)) {
      if (c.coverage >= DIRECT_MIN_COVERAGE) add(byEntry.get(c.entry.id)!);
    }
  }
  return [...picked].map((e) => index.entries[e]!.question);
}
