/**
 * Reads one operation out of any OpenAPI 3.0 document for display: the operation whose
 * `operationId` is the API code, its parameters (path-level and operation-level, local `$ref`s
 * resolved), request body and responses flattened into field rows, and an example. Only
 * standard fields are used, so the sandbox's full document replaces the placeholder as is.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The node a local reference (`#/components/schemas/X`) points at, or undefined. */
function pointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Json)[key];
  }
  return node;
}

/** Follows `$ref` chains (at most 10 hops, so a cycle cannot hang the page). */
export function resolve(doc: unknown, node: unknown): Json | undefined {
  let current = node;
  for (let hops = 0; hops < 10 && isObject(current) && typeof current.$ref === 'string'; hops += 1) current = pointer(doc, current.$ref);
  return isObject(current) && typeof current.$ref !== 'string' ? current : undefined;
}

const refName = (node: unknown) => (isObject(node) && typeof node.$ref === 'string' ? node.$ref.split('/').pop() : undefined);

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
  depth: number;
}

export interface ParameterRow {
  name: string;
  location: string;
  type: string;
  required: boolean;
  description: string;
}

export interface BodyView {
  mediaType: string;
  description: string;
  rows: FieldRow[];
  example: string | undefined;
}

export interface ResponseView extends Partial<BodyView> {
  status: string;
  description: string;
}

export interface OperationView {
  method: string;
  path: string;
  server: string;
  summary: string;
  description: string;
  deprecated: boolean;
  parameters: ParameterRow[];
  requestBody: BodyView | undefined;
  responses: ResponseView[];
}

/** `string (date)`, `integer`, `array<Transaction>`, `enum: A | B`. */
export function typeLabel(doc: unknown, node: unknown): string {
  const name = refName(node);
  const s = resolve(doc, node);
  if (!s) return name ?? '';
  if (Array.isArray(s.enum)) return `${typeof s.type === 'string' ? s.type : ''} 枚举：${s.enum.map(String).join(' | ')}`.trim();
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(s[key])) return (s[key] as unknown[]).map((n) => typeLabel(doc, n)).join(' | ');
  }
  if (s.type === 'array') return `array<${typeLabel(doc, s.items)}>`;
  const base = typeof s.type === 'string' ? s.type : Array.isArray(s.allOf) || isObject(s.properties) ? 'object' : '';
  const label = name && base === 'object' ? name : base;
  return `${label}${typeof s.format === 'string' ? ` (${s.format})` : ''}${s.nullable === true ? ' | null' : ''}`;
}

/** The properties and required names of an object schema, `allOf` parts merged. */
function objectParts(doc: unknown, s: Json): { properties: Array<[string, unknown]>; required: Set<string> } {
  const properties: Array<[string, unknown]> = [];
  const required = new Set<string>();
  const merged = new Set<Json>();
  const add = (part: Json | undefined) => {
    if (!part || merged.has(part)) return;
    merged.add(part);
    if (isObject(part.properties)) properties.push(...Object.entries(part.properties));
    if (Array.isArray(part.required)) for (const r of part.required) required.add(String(r));
    if (Array.isArray(part.allOf)) for (const p of part.allOf) add(resolve(doc, p));
  };
  add(s);
  return { properties, required };
}

/** A schema as rows: each property, nested objects and array items indented below (`items[].x`). */
export function schemaRows(doc: unknown, schema: unknown, prefix = '', depth = 0, seen = new Set<Json>()): FieldRow[] {
  const s = resolve(doc, schema);
  if (!s || seen.has(s) || depth > 5) return [];
  const inner = new Set(seen).add(s);
  if (s.type === 'array') return schemaRows(doc, s.items, prefix ? `${prefix}[]` : '[]', depth, inner);
  const { properties, required } = objectParts(doc, s);
  const rows: FieldRow[] = [];
  for (const [name, prop] of properties) {
    const p = resolve(doc, prop);
    const full = prefix ? `${prefix}.${name}` : name;
    rows.push({ name: full, type: typeLabel(doc, prop), required: required.has(name), description: typeof p?.description === 'string' ? p.description : '', depth });
    rows.push(...schemaRows(doc, prop, full, depth + 1, inner));
  }
  return rows;
}

/** A made-up value of a schema, for an operation without a written example. */
export function sampleOf(doc: unknown, schema: unknown, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (!s || depth > 5) return null;
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) return sampleOf(doc, ((s.oneOf ?? s.anyOf) as unknown[])[0], depth + 1);
  if (s.type === 'array') return [sampleOf(doc, s.items, depth + 1)];
  const { properties } = objectParts(doc, s);
  if (properties.length > 0 || s.type === 'object') return Object.fromEntries(properties.map(([k, v]) => [k, sampleOf(doc, v, depth + 1)]));
  if (s.type === 'integer' || s.type === 'number') return typeof s.minimum === 'number' ? s.minimum : 0;
  if (s.type === 'boolean') return true;
  if (s.format === 'date') return '2026-03-01';
  if (s.format === 'date-time') return '2026-03-01T10:00:00+08:00';
  return 'string';
}

/** The media type shown: JSON when offered, else the first. */
function bodyOf(doc: unknown, node: unknown): BodyView | undefined {
  const b = resolve(doc, node);
  const content = b && isObject(b.content) ? b.content : undefined;
  if (!content) return undefined;
  const mediaType = 'application/json' in content ? 'application/json' : Object.keys(content)[0];
  if (!mediaType) return undefined;
  const media = resolve(doc, content[mediaType]) ?? {};
  const examples = isObject(media.examples) ? Object.values(media.examples).map((e) => resolve(doc, e)?.value) : [];
  const written = media.example ?? examples.find((e) => e !== undefined);
  const value = written ?? (media.schema ? sampleOf(doc, media.schema) : undefined);
  return {
    mediaType,
    description: typeof b?.description === 'string' ? b.description : '',
    rows: schemaRows(doc, media.schema),
    example: value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value, null, 2),
  };
}

/** The operation whose operationId is `operationId`, read for display; undefined when absent. */
export function findOperation(doc: unknown, operationId: string): OperationView | undefined {
  const paths = isObject(doc) && isObject(doc.paths) ? doc.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = resolve(doc, rawItem);
    if (!item) continue;
    for (const method of METHODS) {
      const op = resolve(doc, item[method]);
      if (!op || op.operationId !== operationId) continue;
      const params = new Map<string, ParameterRow>();
      for (const raw of [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
        const p = resolve(doc, raw);
        if (!p || typeof p.name !== 'string') continue;
        const location = typeof p.in === 'string' ? p.in : '';
        params.set(`${location}:${p.name}`, {
          name: p.name,
          location,
          type: typeLabel(doc, p.schema),
          required: p.required === true,
          description: typeof p.description === 'string' ? p.description : '',
        });
      }
      const servers = Array.isArray(doc && (doc as Json).servers) ? ((doc as Json).servers as unknown[]) : [];
      const server = resolve(doc, servers[0]);
      const responses = isObject(op.responses) ? Object.entries(op.responses) : [];
      return {
        method: method.toUpperCase(),
        path,
        server: typeof server?.url === 'string' ? server.url : '',
        summary: typeof op.summary === 'string' ? op.summary : '',
        description: typeof op.description === 'string' ? op.description : '',
        deprecated: op.deprecated === true,
        parameters: [...params.values()],
        requestBody: bodyOf(doc, op.requestBody),
        responses: responses.map(([status, raw]) => {
          const r = resolve(doc, raw);
          return { status, ...bodyOf(doc, raw), description: typeof r?.description === 'string' ? r.description : '' };
        }),
      };
    }
  }
  return undefined;
}
