import { SANDBOX_OPENAPI } from '@portal/contract/open-platform/openapi';

/**
 * Reading the sandbox's OpenAPI document for the catalogue's reference sections: an operation by
 * API code, schemas with their local `$ref`s resolved, an object flattened to dotted field paths
 * (`data.accounts[].accountNo`), and an example value made from a schema.
 */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  'x-sandbox': boolean;
  parameters?: OpenApiParameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; headers?: Record<string, unknown>; content?: { 'application/json': { schema: JsonSchema } } }>;
}

interface Document {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

const doc = SANDBOX_OPENAPI as unknown as Document;

export function operationOf(apiCode: string): OpenApiOperation {
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) if (op.operationId === apiCode) return op;
  }
  throw new Error(`SANDBOX_OPENAPI has no operation ${apiCode}`);
}

/** Follows `#/components/schemas/…` references (the only kind the document uses). */
export function resolved(schema: JsonSchema): JsonSchema {
  let s = schema;
  for (let hops = 0; s.$ref && hops < 10; hops++) {
    const name = s.$ref.replace('#/components/schemas/', '');
    const target = doc.components.schemas[name];
    if (!target) throw new Error(`SANDBOX_OPENAPI: unknown schema ${s.$ref}`);
    s = target;
  }
  return s;
}

export interface FlatField {
  path: string;
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** Every field of an object schema, depth first; an array's items get `[]` after its name. */
export function flatFields(schema: JsonSchema, prefix = ''): FlatField[] {
  const s = resolved(schema);
  const out: FlatField[] = [];
  for (const [name, raw] of Object.entries(s.properties ?? {})) {
    const field = resolved(raw);
    const path = `${prefix}${name}`;
    out.push({ path, name, schema: field, required: (s.required ?? []).includes(name) });
    if (field.type === 'object') out.push(...flatFields(field, `${path}.`));
    if (field.type === 'array' && field.items && resolved(field.items).type === 'object') out.push(...flatFields(field.items, `${path}[].`));
  }
  return out;
}

/** Type as the tables show it: `string`, `array<object>`, `string（可为 null）`, with enum values. */
export function typeLabel(schema: JsonSchema): string {
  const s = resolved(schema);
  let label = s.type === 'array' && s.items ? `array<${resolved(s.items).type ?? 'any'}>` : (s.type ?? 'any');
  if (s.nullable) label += '（可为 null）';
  return label;
}

/** An example value from a schema: an enum's first value, else `sample`'s value for the field's name, else one made from its type. */
export function exampleOf(schema: JsonSchema, sample: (name: string) => unknown, name = ''): unknown {
  const s = resolved(schema);
  if (s.enum && s.enum.length > 0) return s.enum[0];
  const given = name ? sample(name) : undefined;
  if (given !== undefined) return given;
  switch (s.type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, exampleOf(v, sample, k)]));
    case 'array':
      return s.items ? [exampleOf(s.items, sample)] : [];
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return true;
    default:
      return s.nullable ? null : '';
  }
}
