import { RELATED_QUESTION_BATCH_SIZE } from '@portal/contract/limits';
import { buildIndex, match, rank, type KbDoc } from './engine.ts';

export interface LabelledQuestion {
  q: string;
  /** The entry that answers it. */
  id: string;
}

export interface Evaluation {
  total: number;
  /** Questions whose best-ranked entry is the labelled one. */
  top1: number;
  accuracy: number;
  /** Questions answered directly (sourceType 0) with the labelled entry. */
  directCorrect: number;
  /** Questions answered directly with another entry: the worst outcome, a confident wrong answer. */
  directWrong: number;
  /** The labelled entry among the related questions offered (sourceType 1). */
  relatedHit: number;
  /** Server-side time of one match against the whole knowledge base, in ms. */
  p50Ms: number;
  p99Ms: number;
  misses: Array<{ q: string; expected: string; got: string | null }>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Top-1 accuracy of the matcher on a labelled set, and the time of each match (the decision
 * the askQuestion call makes, without the database write), over `rounds` passes for timing.
 */
export function evaluate(entries: readonly KbDoc[], questions: readonly LabelledQuestion[], rounds = 5): Evaluation {
  const index = buildIndex(entries);
  const relatedMax = RELATED_QUESTION_BATCH_SIZE * 2;
  let top1 = 0;
  let directCorrect = 0;
  let directWrong = 0;
  let relatedHit = 0;
  const misses: Evaluation['misses'] = [];
  for (const { q, id } of questions) {
    const best = rank(index, q, 1)[0];
    if (best?.entry.id === id) top1++;
    else misses.push({ q, expected: id, got: best?.entry.id ?? null });
    const result = match(index, q, relatedMax);
    if (result.kind === 'answer') {
      if (result.candidates[0]!.entry.id === id) directCorrect++;
      else directWrong++;
    } else if (result.kind === 'related' && result.candidates.some((c) => c.entry.id === id)) relatedHit++;
  }
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const { q } of questions) {
      const t = performance.now();
      match(index, q, relatedMax);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  return {
    total: questions.length,
    top1,
    accuracy: questions.length ? top1 / questions.length : 0,
    directCorrect,
    directWrong,
    relatedHit,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    misses,
  };
}
