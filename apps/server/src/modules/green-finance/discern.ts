import type { EnvCandidate } from '@portal/contract/calls/green-finance/env-calls';
import type { EnvModel } from './models/types.ts';

/** At most this many candidates come back, best first. */
const MAX_CANDIDATES = 3;
/** A score at which a lone candidate is half-certain: more matched words, more confidence. */
const HALF_CERTAIN = 2;

/**
 * Recognises the project type of a free-text description (§7 discern): each model's keywords
 * add their weight when the text contains them (case-insensitive, so COD matches cod). The
 * confidence of a candidate is its share of all scores times how much evidence it has,
 * score / (score + 2): one strong word alone gives 0.6, three strong words 0.82.
 */
export function discernProject(text: string, models: readonly EnvModel[]): EnvCandidate[] {
  const haystack = text.toLowerCase();
  const scored = models
    .map((model) => {
      const matched = model.keywords.filter(([word]) => haystack.includes(word.toLowerCase()));
      return { model, matched: matched.map(([word]) => word), score: matched.reduce((sum, [, w]) => sum + w, 0) };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  const total = scored.reduce((sum, s) => sum + s.score, 0);
  return scored.slice(0, MAX_CANDIDATES).map((s) => ({
    modelCode: s.model.code,
    modelName: s.model.name,
    confidence: Math.round((s.score / total) * (s.score / (s.score + HALF_CERTAIN)) * 100) / 100,
    matched: s.matched,
  }));
}
