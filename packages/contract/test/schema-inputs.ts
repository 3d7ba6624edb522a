import fc from 'fast-check';
import type * as z from 'zod/mini';

/**
 * Inputs for a call built from its contract schema (zod/mini, read through its definition):
 * a valid value to start from, so a bad value put in one field reaches the handler, and the
 * fields (leaves) to put bad values in. Deterministic: samples come from a fixed seed.
 */

// zod/mini's definition objects are internal; read here and nowhere else.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = any;
type Path = (string | number)[];

export type LeafKind = 'string' | 'key' | 'number' | 'boolean' | 'choice' | 'array' | 'object' | 'other';

export interface Leaf {
  /** Where the field is in the sample; a record's keys (kind `key`) end in `{key}`. */
  path: Path;
  kind: LeafKind;
  schema: z.ZodMiniType;
  /** The longest a string field may be, when the schema says. */
  maxLength?: number;
}

const defOf = (s: Schema) => s._zod.def;
const checksOf = (s: Schema): Schema[] => (defOf(s).checks ?? []).map((c: Schema) => c._zod.def);
const valid = (s: Schema, v: unknown) => (s as z.ZodMiniType).safeParse(v).success;

const GENERIC_STRINGS = [
  'test',
  'abc123',
  '1',
  '13800138001',
  'A1b2C3d4@x',
  '2026-01-15',
  '2026-01-15T08:00:00Z',
  'https://example.com/a',
  '00000000-0000-4000-8000-000000000000',
  '91350100M000100Y43',
  'ebankManual',
  'a.pdf',
  '{}',
  '测试',
];

function patternSamples(pattern: RegExp, seed: number): string[] {
  try {
    return fc.sample(fc.stringMatching(pattern), { seed, numRuns: 8 });
  } catch {
    return [];
  }
}

function sampleString(s: Schema, seed: number): string | undefined {
  const d = defOf(s);
  const patterns: RegExp[] = [];
  if (d.pattern instanceof RegExp && d.format !== undefined) patterns.push(d.pattern);
  let min = 0;
  let max = Infinity;
  for (const c of checksOf(s)) {
    if (c.check === 'string_format' && c.pattern instanceof RegExp) patterns.push(c.pattern);
    if (c.check === 'min_length') min = Math.max(min, c.minimum);
    if (c.check === 'max_length') max = Math.min(max, c.maximum);
    if (c.check === 'length_equals') min = max = c.length;
  }
  const candidates = [...patterns.flatMap((p) => patternSamples(p, seed)), ...GENERIC_STRINGS];
  for (const candidate of candidates) {
    const sized = candidate.length < min ? candidate.padEnd(min, '1') : candidate.slice(0, Math.min(candidate.length, max));
    if (valid(s, sized)) return sized;
    if (valid(s, candidate)) return candidate;
  }
  return undefined;
}

function sampleNumber(s: Schema): number {
  let low = -Infinity;
  let high = Infinity;
  for (const c of checksOf(s)) {
    if (c.check === 'greater_than') low = c.inclusive ? c.value : c.value + 1;
    if (c.check === 'less_than') high = c.inclusive ? c.value : c.value - 1;
  }
  const pick = [1, low, 0, high].find((n) => Number.isFinite(n) && n >= low && n <= high && valid(s, n));
  return pick ?? 1;
}

/**
 * The object `out` with the fewest of its optional fields left out that the schema accepts: an
 * object's own rule may tie optional fields together (a factor is its value or a fuel's three
 * parameters, not both). Undefined when no such choice (of the first 256 tried) passes.
 */
function withoutSomeOptional(s: Schema, out: Record<string, unknown>): Record<string, unknown> | undefined {
  const optional = Object.keys(out).filter((key) => defOf(defOf(s).shape[key]).type === 'optional');
  const subsets = Array.from({ length: 2 ** Math.min(optional.length, 8) }, (_, bits) => optional.filter((_, i) => bits & (1 << i)));
  for (const leftOut of subsets.sort((a, b) => a.length - b.length)) {
    const trial = Object.fromEntries(Object.entries(out).filter(([key]) => !leftOut.includes(key)));
    if (valid(s, trial)) return trial;
  }
  return undefined;
}

/** A value the schema accepts when one is easy to find, else a best effort (undefined when none). */
export function sampleOf(s: Schema, seed = 1): unknown {
  const d = defOf(s);
  switch (d.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(d.shape)) {
        const v = sampleOf(field, seed);
        if (v !== undefined) out[key] = v;
      }
      return valid(s, out) ? out : (withoutSomeOptional(s, out) ?? out);
    }
    case 'optional':
    case 'nonoptional':
    case 'readonly':
    case 'catch': {
      const v = sampleOf(d.innerType, seed);
      return valid(d.innerType, v) ? v : undefined;
    }
    case 'nullable': {
      const v = sampleOf(d.innerType, seed);
      return valid(d.innerType, v) ? v : null;
    }
    case 'default':
    case 'prefault':
      return sampleOf(d.innerType, seed);
    case 'pipe':
      return sampleOf(d.in, seed);
    case 'lazy':
      return sampleOf(d.getter(), seed);
    case 'union': {
      const values = d.options.map((o: Schema) => sampleOf(o, seed));
      return values.find((v: unknown) => valid(s, v)) ?? values[0];
    }
    case 'intersection':
      return { ...(sampleOf(d.left, seed) as object), ...(sampleOf(d.right, seed) as object) };
    case 'array': {
      const min = checksOf(s).find((c) => c.check === 'min_length')?.minimum ?? 1;
      return Array.from({ length: Math.max(1, min) }, () => sampleOf(d.element, seed));
    }
    case 'tuple':
      return d.items.map((item: Schema) => sampleOf(item, seed));
    case 'record': {
      const key = sampleOf(d.keyType, seed);
      return { [typeof key === 'string' ? key : 'k']: sampleOf(d.valueType, seed) };
    }
    case 'enum':
      return Object.values(d.entries)[0];
    case 'literal':
      return d.values[0];
    case 'boolean':
      return true;
    case 'number':
      return sampleNumber(s);
    case 'string':
      return sampleString(s, seed);
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** A valid input for `schema`, trying a few seeds; undefined when none of them passes. */
export function validInput(schema: z.ZodMiniType): unknown {
  for (let seed = 1; seed <= 6; seed++) {
    const v = sampleOf(schema, seed) ?? {};
    if (schema.safeParse(v).success) return v;
  }
  return undefined;
}

/** Every field of `schema` that a bad value can go into, with its path in `sample`. */
export function leavesOf(schema: Schema, sample: unknown, path: Path = [], out: Leaf[] = []): Leaf[] {
  const d = defOf(schema);
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return leavesOf(d.innerType, sample, path, out);
    case 'pipe':
      return leavesOf(d.in, sample, path, out);
    case 'lazy':
      return leavesOf(d.getter(), sample, path, out);
    case 'object':
      if (path.length > 0) out.push({ path, kind: 'object', schema });
      for (const [key, field] of Object.entries(d.shape)) {
        leavesOf(field, (sample as Record<string, unknown> | undefined)?.[key], [...path, key], out);
      }
      return out;
    case 'array':
      out.push({ path, kind: 'array', schema });
      if (Array.isArray(sample) && sample.length > 0) leavesOf(d.element, sample[0], [...path, 0], out);
      return out;
    case 'tuple':
      out.push({ path, kind: 'array', schema });
      d.items.forEach((item: Schema, i: number) => leavesOf(item, (sample as unknown[] | undefined)?.[i], [...path, i], out));
      return out;
    case 'record': {
      out.push({ path, kind: 'object', schema }, { path: [...path, '{key}'], kind: 'key', schema: d.keyType });
      const key = sample && typeof sample === 'object' ? Object.keys(sample)[0] : undefined;
      if (key !== undefined) leavesOf(d.valueType, (sample as Record<string, unknown>)[key], [...path, key], out);
      return out;
    }
    case 'string': {
      const max = checksOf(schema).find((c) => c.check === 'max_length' || c.check === 'length_equals');
      out.push({ path, kind: 'string', schema, ...(max ? { maxLength: max.maximum ?? max.length } : {}) });
      return out;
    }
    case 'number':
      out.push({ path, kind: 'number', schema });
      return out;
    case 'boolean':
      out.push({ path, kind: 'boolean', schema });
      return out;
    case 'enum':
    case 'literal':
      out.push({ path, kind: 'choice', schema });
      return out;
    case 'union':
      // The union as a whole, and each of its options at the same place.
      out.push({ path, kind: 'other', schema });
      for (const option of d.options) leavesOf(option, sample, path, out);
      return out;
    default:
      out.push({ path, kind: 'other', schema });
      return out;
  }
}

/** A copy of `value` with the field at `path` set to `replacement` (the containers on the way made as needed). */
export function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const container: Record<string | number, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : value && typeof value === 'object'
      ? { ...(value as object) }
      : typeof head === 'number'
        ? []
        : {};
  (container as Record<string | number, unknown>)[head!] = withValueAt((container as Record<string | number, unknown>)[head!], rest, replacement);
  return container;
}
