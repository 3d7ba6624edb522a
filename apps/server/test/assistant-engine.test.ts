import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KB_SEED } from '../src/db/seed/assistant/knowledge-base.ts';
import {
  buildIndex,
  DIRECT_MIN_COVERAGE,
  match,
  queryWords,
  rank,
  suggest,
  type KbDoc,
} from '../src/modules/assistant/engine.ts';
import { evaluate, type LabelledQuestion } from '../src/modules/assistant/evaluate.ts';
import { intents } from '../src/modules/assistant/intent.ts';
import { asksForHuman, cutWords, normalize, terms } from '../src/modules/assistant/segment.ts';

const evalSet = JSON.parse(readFileSync(new URL('../../../bench/assistant-eval.json', import.meta.url), 'utf8')) as LabelledQuestion[];
const holdout = JSON.parse(readFileSync(new URL('../../../bench/assistant-eval-holdout.json', import.meta.url), 'utf8')) as LabelledQuestion[];
const shortSet = JSON.parse(readFileSync(new URL('../../../bench/assistant-eval-short.json', import.meta.url), 'utf8')) as LabelledQuestion[];
const shortHoldout = JSON.parse(readFileSync(new URL('../../../bench/assistant-eval-short-holdout.json', import.meta.url), 'utf8')) as LabelledQuestion[];

describe('segmentation', () => {
  const bankingTerms = ['网银', '对公', '限额', '挂失'];

  it('keeps banking terms whole where Intl.Segmenter splits them into characters', () => {
    const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
    for (const term of bankingTerms) {
      const split = [...segmenter.segment(term)].map((s) => s.segment);
      expect(split.length, `Intl.Segmenter on ${term}`).toBeGreaterThan(1);
      expect(cutWords(term)).toEqual([term]);
    }
    expect(cutWords('企业网银转账限额怎么调整')).toEqual(expect.arrayContaining(['企业网银', '转账限额']));
    expect(terms('企业网银转账限额怎么调整')).toEqual(['企业', '网银', '转账', '限额', '修改']);
    expect(cutWords('U盾丢了要挂失吗')).toEqual(expect.arrayContaining(['u盾', '挂失']));
    expect(cutWords('电子回单在哪下载')).toContain('电子回单');
    expect(cutWords('数字证书过期')).toContain('数字证书');
  });

  it('normalises width, case and the spellings of USB Key', () => {
    expect(normalize('ＵＳＢ Key 登录！')).toBe('ukey登录');
    expect(normalize('U-Key')).toBe('ukey');
    expect(terms('USB Key丢了')).toEqual(terms('U盾丢失'));
  });

  it('folds synonyms onto one term and drops stop words', () => {
    expect(terms('网上银行')).toEqual(['网银']);
    expect(terms('企业网银')).toEqual(['企业', '网银']);
    expect(terms('额度')).toEqual(terms('限额'));
    expect(terms('U盾丢了')).toEqual(['ukey', '挂失']);
    expect(terms('UKey遗失')).toEqual(['ukey', '挂失']);
    expect(terms('密码忘了')).toEqual(['密码', '忘记']);
    expect(terms('忘记密码')).toEqual(['忘记', '密码']);
    expect(terms('请问我的网银怎么登录呢')).toEqual(['网银', '登录']);
    expect(terms('怎么 如何 请问 吗 呢 的 我')).toEqual([]);
  });

  it('recognises requests for a human agent but not questions about the service', () => {
    for (const text of ['人工', '转人工', '人工客服', '我要人工客服', '帮我转人工吧', '找客服', '真人', '请给我接人工服务']) {
      expect(asksForHuman(text), text).toBe(true);
    }
    for (const text of ['人工客服几点上班', '网银转账限额是多少', '客服窗口可以发图片吗']) {
      expect(asksForHuman(text), text).toBe(false);
    }
  });
});

describe('ranking and thresholds', () => {
  const docs: KbDoc[] = [
    { id: 'a', category: 'c', question: '网银转账限额是多少', similarQuestions: ['转账最多能转多少'], answer: '限额答案' },
    { id: 'b', category: 'c', question: 'U盾丢了怎么办', similarQuestions: ['UKey遗失'], answer: '挂失答案' },
    { id: 'c', category: 'c', question: '忘记登录密码', similarQuestions: [], answer: '重置答案' },
    { id: 'd', category: 'c', question: '修改登录密码', similarQuestions: [], answer: '修改答案' },
  ];
  const index = buildIndex(docs);

  it('scores with BM25: the entry holding the rarer words ranks first, synonyms included', () => {
    expect(rank(index, '网上银行的额度是多少')[0]!.entry.id).toBe('a');
    expect(rank(index, '我的USB Key掉了')[0]!.entry.id).toBe('b');
    const [first, second] = rank(index, '密码忘了');
    expect(first!.entry.id).toBe('c');
    expect(second!.entry.id).toBe('d');
    expect(first!.score).toBeGreaterThan(second!.score);
    expect(first!.coverage).toBe(1);
  });

  it('answers an exact phrasing directly, a clear winner directly, a shared word with related questions', () => {
    expect(match(index, 'UKey遗失', 10)).toMatchObject({ kind: 'answer', candidates: [{ entry: { id: 'b' } }] });
    expect(match(index, '网银额度', 10)).toMatchObject({ kind: 'answer', candidates: [{ entry: { id: 'a' } }] });
    const related = match(index, '登录密码', 10);
    expect(related.kind).toBe('related');
    expect(related.candidates.map((c) => c.entry.id).sort()).toEqual(['c', 'd']);
  });

  it('does not understand what the knowledge base never mentions', () => {
    expect(match(index, '今天天气怎么样', 10)).toEqual({ kind: 'notUnderstood', candidates: [] });
    expect(match(index, '你好', 10).kind).toBe('notUnderstood');
    const full = buildIndex(KB_SEED);
    for (const text of ['今天天气怎么样', '帮我订一张机票', '股票明天会涨吗', '哈哈哈', '我想吃火锅']) {
      expect(match(full, text, 10).kind, text).toBe('notUnderstood');
    }
  });

  it('suggests questions while typing: prefix first, then containing, then by words', () => {
    const full = buildIndex(KB_SEED);
    const typed = suggest(full, '证书', 5);
    expect(typed).toHaveLength(5);
    expect(typed[0]!.startsWith('证书')).toBe(true);
    expect(suggest(full, '网上银行转账限', 5)).toContain('企业网银转账限额是多少？');
    expect(suggest(full, '', 5)).toEqual([]);
    expect(suggest(full, 'zzzz', 5)).toEqual([]);
    expect(DIRECT_MIN_COVERAGE).toBeGreaterThan(0);
  });
});

describe('the knowledge base and its evaluation set', () => {
  it('has at least 220 entries, each with 1-4 other phrasings and a useful answer, unique ids and phrasings', () => {
    expect(KB_SEED.length).toBeGreaterThanOrEqual(220);
    const phrasings = new Map<string, string>();
    for (const e of KB_SEED) {
      expect(e.id).toMatch(/^kb-\d{4}$/);
      expect(e.similarQuestions.length, e.id).toBeGreaterThanOrEqual(1);
      expect(e.similarQuestions.length, e.id).toBeLessThanOrEqual(4);
      expect(e.answer.length, e.id).toBeGreaterThanOrEqual(40);
      for (const p of [e.question, ...e.similarQuestions]) {
        const key = normalize(p);
        expect(phrasings.get(key), `${e.id} repeats ${p}`).toBeUndefined();
        phrasings.set(key, e.id);
      }
    }
    expect(new Set(KB_SEED.map((e) => e.id)).size).toBe(KB_SEED.length);
  });

  it('labels at least 120 questions, none of them a question or similar question of the knowledge base', () => {
    expect(evalSet.length).toBeGreaterThanOrEqual(120);
    const ids = new Set(KB_SEED.map((e) => e.id));
    const phrasings = new Set(KB_SEED.flatMap((e) => [e.question, ...e.similarQuestions]).map(normalize));
    for (const { q, id } of [...evalSet, ...holdout, ...shortSet, ...shortHoldout]) {
      expect(ids.has(id), `${id} of ${q}`).toBe(true);
      expect(phrasings.has(normalize(q)), `${q} is in the knowledge base verbatim`).toBe(false);
    }
  });

  it('ranks the labelled entry first for at least 85 % of the evaluation set, fast', () => {
    const result = evaluate(KB_SEED, evalSet, 1);
    expect(result.accuracy, JSON.stringify(result.misses)).toBeGreaterThanOrEqual(0.85);
    // The budget is 20 ms a bot answer; a match takes well under 1 ms (the median is checked:
    // a loaded CI machine's p99 is scheduler noise; the bench prints both).
    expect(result.p50Ms).toBeLessThan(5);
    // A confident wrong answer is worse than offering related questions.
    expect(result.directWrong / result.total).toBeLessThan(0.05);
  });

  it('generalises to the held-out set the lexicon was never tuned on', () => {
    const result = evaluate(KB_SEED, holdout, 1);
    expect(result.accuracy, JSON.stringify(result.misses)).toBeGreaterThanOrEqual(0.8);
  });

  // Issue 20: the figures before the short-question work were 174/178 and 55/62 top-1, 1 and 2
  // wrong direct answers; the short set must not be bought with the longer questions.
  it('keeps the existing sets at their top-1 accuracy and wrong direct answers', () => {
    const tuned = evaluate(KB_SEED, evalSet, 1);
    const untuned = evaluate(KB_SEED, holdout, 1);
    expect(tuned.top1, JSON.stringify(tuned.misses)).toBeGreaterThanOrEqual(174);
    expect(untuned.top1, JSON.stringify(untuned.misses)).toBeGreaterThanOrEqual(55);
    expect(tuned.directWrong + untuned.directWrong).toBeLessThanOrEqual(3);
  });
});

describe('short questions (issue 20)', () => {
  const full = buildIndex(KB_SEED);

  it('has at least 60 questions of 4-10 characters over most topics of the knowledge base', () => {
    expect(shortSet.length).toBeGreaterThanOrEqual(60);
    for (const { q } of shortSet) expect([...normalize(q)].length, q).toBeGreaterThanOrEqual(4);
    for (const { q } of shortSet) expect([...q].length, q).toBeLessThanOrEqual(10);
    const topics = new Set(shortSet.map(({ id }) => KB_SEED.find((e) => e.id === id)!.category));
    expect(topics.size).toBeGreaterThanOrEqual(12);
  });

  it('answers at least 90 % of the short set directly with the labelled entry, rarely a wrong one', () => {
    const result = evaluate(KB_SEED, shortSet, 1);
    expect(result.directCorrect / result.total, JSON.stringify(result.misses)).toBeGreaterThanOrEqual(0.9);
    expect(result.directWrong / result.total).toBeLessThan(0.05);
  });

  it('answers most of the untuned short set directly too, and none wrongly', () => {
    const result = evaluate(KB_SEED, shortHoldout, 1);
    expect(result.directCorrect / result.total, JSON.stringify(result.misses)).toBeGreaterThanOrEqual(0.8);
    expect(result.directWrong).toBe(0);
  });

  it('answers the issue\'s examples directly when one entry clearly leads', () => {
    const expected: Record<string, string> = {
      转账限额是多少: 'kb-0085',
      忘记密码怎么办: 'kb-0002',
      怎么改手机号: 'kb-0068',
      怎么查流水: 'kb-0137',
      如何注销: 'kb-0072',
    };
    for (const [q, id] of Object.entries(expected)) {
      expect(match(full, q, 10), q).toMatchObject({ kind: 'answer', candidates: [{ entry: { id } }] });
    }
  });

  it('keeps the related list for a bare word and for a real tie', () => {
    expect(match(full, '密码', 10).kind).toBe('related');
    expect(match(full, '证书', 10).kind).toBe('related');
    expect(match(full, '转账', 10).kind).toBe('related');
    expect(match(full, '注销', 10).kind).toBe('related');
  });

  // Issue 37: clipped words the knowledge base never uses are read from what they begin or
  // from their known parts before they count as unknown.
  it('reads unknown words from the words they begin or from their known parts', () => {
    const read = (text: string) => queryWords(full, text).map((w) => w.alts.join('/'));
    expect(read('证书续期怎么弄')).toEqual(['证书', '延期']);
    expect(read('管理员怎么换人')).toEqual(['管理员', '修改']);
    expect(read('环境效益怎么测')).toEqual(['环境效益', expect.stringContaining('测算')]);
    // A word its parts do not explain stays unknown, and so does a word nothing begins with.
    expect(read('另一家')).toEqual(['另一家']);
    expect(match(full, '月度用电怎么填', 10)).toMatchObject({ kind: 'answer', candidates: [{ entry: { id: 'kb-0236' } }] });
  });

  it('reads a number of days left as a near date, not as a question of how long', () => {
    expect(normalize('证书还有三天过期')).toBe('证书快到期');
    expect(normalize('还剩10天到期了')).toBe('快到期');
    expect(normalize('证书还有多久过期')).toBe('证书还有多久过期');
    expect(normalize('登录提示证书还有几天过期')).toBe('登录提示证书还有几天过期');
  });

  it('reads the kind of question from its question words', () => {
    expect(intents('如何注销')).toEqual(['how']);
    expect(intents('U盾丢了怎么办')).toEqual(['fix']);
    expect(intents('账户怎么显示已经注销了')).toEqual(['why']);
    expect(intents('网银年费多少')).toEqual(['amount']);
    expect(intents('U盾')).toEqual([]);
  });
});
