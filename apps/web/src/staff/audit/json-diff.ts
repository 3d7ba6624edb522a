/** One changed value between two JSON documents, at a readable path. */
export interface DiffLine {
  path: string;
  /** The same path as keys, e.g. ['pageContent', 'bannerList', 0, 'title']. */
  keys: Array<string | number>;
  kind: 'added' | 'removed' | 'changed';
  before?: string;
  after?: string;
}

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The leaves that differ between `before` and `after`, e.g. `pageContent.bannerList[0].title`.
 * Arrays compare by position (reordering shows as changes, which is what happened).
 */
export function jsonDiff(before: unknown, after: unknown, path = '', out: DiffLine[] = [], limit = 500, keys: Array<string | number> = []): DiffLine[] {
  if (out.length >= limit) return out;
  // A record created or deleted shows field by field.
  if ((before === null || before === undefined) && isObject(after)) before = {};
  if ((after === null || after === undefined) && isObject(before)) after = {};
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let i = 0; i < Math.max(before.length, after.length); i++) jsonDiff(before[i], after[i], `${path}[${i}]`, out, limit, [...keys, i]);
    return out;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      jsonDiff(before[key], after[key], path ? `${path}.${key}` : key, out, limit, [...keys, key]);
    }
    return out;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return out;
  const at = path || '（整条记录）';
  if (before === undefined || before === null) out.push({ path: at, keys, kind: 'added', after: show(after) });
  else if (after === undefined || after === null) out.push({ path: at, keys, kind: 'removed', before: show(before) });
  else out.push({ path: at, keys, kind: 'changed', before: show(before), after: show(after) });
  return out;
}
