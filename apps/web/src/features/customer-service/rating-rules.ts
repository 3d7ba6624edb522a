import { DO_NOT_EVALUATE_MS, EVALUATION_MAX_OPTIONS, EVALUATION_REASON_REQUIRED_AT_OR_BELOW } from '@portal/contract/limits';
import { EVALUATION_MESSAGES } from '@portal/contract/messages';

/** The rules of the rating dialog (§4 Rating dialog, §5 Evaluation). */

export interface StarLevel {
  name: string;
  point: number;
}

/** The top score: the number of star levels (or the highest point offered). */
export function maxPoint(levels: readonly StarLevel[]): number {
  return levels.reduce((max, l) => Math.max(max, l.point), levels.length);
}

/** The words under the stars: the level's name, 未评价 at 0. */
export function ratingLabel(point: number, levels: readonly StarLevel[]): string {
  if (point <= 0) return EVALUATION_MESSAGES.notRated;
  return levels.find((l) => l.point === point)?.name ?? levels[point - 1]?.name ?? String(point);
}

/** Below the top score the apology and the reasons show. */
export function showsReasons(point: number, max: number): boolean {
  return point > 0 && point < max;
}

/** The reasons kept after the stars changed: none at the top score (§5). */
export function reasonsAfterRating(point: number, max: number, selected: readonly string[]): string[] {
  return point >= max ? [] : [...selected];
}

/** Ticks or unticks a reason; more than EVALUATION_MAX_OPTIONS is refused with the message. */
export function toggleReason(selected: readonly string[], uri: string): { selected: string[]; error: string | null } {
  if (selected.includes(uri)) return { selected: selected.filter((s) => s !== uri), error: null };
  if (selected.length >= EVALUATION_MAX_OPTIONS) return { selected: [...selected], error: EVALUATION_MESSAGES.maxOptions };
  return { selected: [...selected, uri], error: null };
}

/** Why the rating cannot be confirmed yet, or null: no stars, or 2 stars or fewer without a reason. */
export function confirmError(point: number, selected: readonly string[]): string | null {
  if (point < 1) return EVALUATION_MESSAGES.pickStars;
  if (point <= EVALUATION_REASON_REQUIRED_AT_OR_BELOW && selected.length === 0) return EVALUATION_MESSAGES.reasonRequired;
  return null;
}

/** Local-storage key of the "3天内不再提醒" choice: the time it was made (epoch ms). */
export const DO_NOT_EVALUATE_KEY = 'csDoNotEvaluateAt';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function rememberDoNotEvaluate(storage: KeyValueStore, now: number): void {
  try {
    storage.setItem(DO_NOT_EVALUATE_KEY, String(now));
  } catch {
    // Storage blocked: the button simply keeps showing.
  }
}

/** Whether the rate button is hidden: the choice was made less than DO_NOT_EVALUATE_MS ago. */
export function evaluateSuppressed(storage: KeyValueStore, now: number): boolean {
  let raw: string | null = null;
  try {
    raw = storage.getItem(DO_NOT_EVALUATE_KEY);
  } catch {
    return false;
  }
  const at = Number(raw);
  if (raw === null || !Number.isFinite(at)) return false;
  return now >= at && now - at < DO_NOT_EVALUATE_MS;
}
