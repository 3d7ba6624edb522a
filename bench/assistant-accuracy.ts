import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { KB_SEED } from '../apps/server/src/db/seed/assistant/knowledge-base.ts';
import { evaluate, type Evaluation, type LabelledQuestion } from '../apps/server/src/modules/assistant/evaluate.ts';
import { warmUpSegmenter } from '../apps/server/src/modules/assistant/segment.ts';

export const EVAL_SET_PATH = fileURLToPath(new URL('./assistant-eval.json', import.meta.url));

export function loadEvalSet(): LabelledQuestion[] {
  return JSON.parse(readFileSync(EVAL_SET_PATH, 'utf8')) as LabelledQuestion[];
}

/** The assistant's rows of `npm run bench`: top-1 accuracy on the held-out set and the match time, in process. */
export function measureAssistant(): Evaluation {
  warmUpSegmenter();
  return evaluate(KB_SEED, loadEvalSet());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = measureAssistant();
  console.log(`top-1 accuracy ${(r.accuracy * 100).toFixed(1)} % (${r.top1}/${r.total}); direct right ${r.directCorrect}, direct wrong ${r.directWrong}, in related ${r.relatedHit}`);
  console.log(`match time p50 ${r.p50Ms.toFixed(3)} ms, p99 ${r.p99Ms.toFixed(3)} ms`);
  if (process.argv.includes('--misses')) for (const m of r.misses) console.log(`  ${m.expected} <- ${m.got}: ${m.q}`);
}
