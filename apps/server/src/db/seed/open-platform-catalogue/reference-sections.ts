import { ERRORS, SUCCESS_CODE, SUCCESS_MSG, type ErrorName } from '@portal/contract/errors';
import { OPEN_API_SANDBOX_PREFIX, OPEN_APIS, type OpenApiCode } from '@portal/contract/open-platform/apis';
import { SANDBOX_HEADER, signSandboxRequest } from '@portal/contract/open-platform/sandbox-signing';
import { FIELD_NOTES, FIELD_SAMPLES } from './field-notes.ts';
import { exampleOf, flatFields, operationOf, resolved, typeLabel, type JsonSchema } from './openapi-fields.ts';
import { API_ERRORS, GATEWAY_ERRORS } from './sandbox-errors.ts';

/**
 * The reference sections of an API's page (请求参数, 返回参数, 错误码, 示例), generated from the
 * sandbox's OpenAPI document, the errors catalogue and the signing code, so they cannot drift
 * from what the sandbox does. Bodies use the catalogue's markdown-ish text: `|` table rows,
 * fenced code, plain paragraphs; a cell never holds `|`.
 */
export type Section = { key: string; title: string; body: string };

/** The signature of the example is real: HMAC-SM3 under this published example secret. */
export const EXAMPLE_APP_SECRET = 'example-app-secret-0123456789abcdef';
const EXAMPLE_APP_ID = 'SBX0123456789ABCDEF';
/** 2026-03-02 10:15:00 Beijing time: a fixed instant, so the seeded text is stable. */
const EXAMPLE_TIMESTAMP = String(Date.parse('2026-03-02T10:15:00+08:00'));
const EXAMPLE_NONCE = '7f3c9a1e-5b2d-4e8f';

const HEADER_NOTES: Array<[string, string, string]> = [
  [SANDBOX_HEADER.appId, '是', '「我的API」中签发的沙箱 AppId'],
  [SANDBOX_HEADER.timestamp, '是', '毫秒时间戳，与服务器时间相差不得超过 ±5 分钟'],
  [SANDBOX_HEADER.nonce, '是', '随机数，8 至 64 位字母、数字或连字符，10 分钟内不得重复'],
  [SANDBOX_HEADER.signMethod, '否', 'SM2（默认）或 HMAC-SM3'],
  [SANDBOX_HEADER.signature, '是', '对待签名串的签名，小写十六进制（算法见“示例”与 OpenAPI 文档说明）'],
];

/** A field's note: by its full path when the meaning depends on where it is, else by its name. */
const noteOf = (name: string, path = name): string => {
  const note = FIELD_NOTES[path] ?? FIELD_NOTES[name];
  if (note === undefined) throw new Error(`field-notes.ts has no note for ${path}`);
  return note;
};
const sample = (name: string) => FIELD_SAMPLES[name];
const table = (head: string[], rows: string[][]) => [head, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
const json = (value: unknown) => JSON.stringify(value, null, 2);
const fence = (text: string) => `\`\`\`\n${text}\n\`\`\``;

const NOT_SERVED = `沙箱暂未提供此接口：调用返回 HTTP 501 与错误码 ${ERRORS.SANDBOX_NOT_IMPLEMENTED.code}（${ERRORS.SANDBOX_NOT_IMPLEMENTED.msg}）。本接口面向生产环境，生产环境的完整字段以生产接入时提供的接口规范为准；以下只列出沙箱对它的真实行为。`;

function requestSection(apiCode: OpenApiCode): string {
  const op = operationOf(apiCode);
  const rows: string[][] = HEADER_NOTES.map(([name, required, note]) => [name, 'header', 'string', required, note]);
  for (const p of op.parameters ?? []) rows.push([p.name, p.in, resolved(p.schema).type ?? 'string', p.required ? '是' : '否', noteOf(p.name)]);
  const body = op.requestBody?.content['application/json'].schema;
  if (body) {
    for (const f of flatFields(body)) rows.push([f.path, 'body', typeLabel(f.schema), f.required ? '是' : '否', noteOf(f.name, f.path)]);
  }
  const intro = body ? '请求体为 JSON（Content-Type: application/json，最大 64 KB），字段如下。' : '无请求体。';
  const lead = op['x-sandbox'] ? intro : `${NOT_SERVED}\n${intro}`;
  return `${lead}\n${table(['参数名', '位置', '类型', '必填', '说明'], rows)}`;
}

/** The reply's schema: the success reply of a served API, else the error reply it gets. */
function replySchema(apiCode: OpenApiCode): JsonSchema {
  const op = operationOf(apiCode);
  const status = op['x-sandbox'] ? '200' : '501';
  return op.responses[status]!.content!['application/json'].schema;
}

function responseSection(apiCode: OpenApiCode): string {
  const op = operationOf(apiCode);
  const rows = flatFields(replySchema(apiCode)).map((f) => [f.path, typeLabel(f.schema), noteOf(f.name, f.path)]);
  const lead = op['x-sandbox']
    ? '返回 JSON：成功时 HTTP 200，code 为 200，业务数据在 data 中。金额均为以元为单位的字符串。'
    : `${NOT_SERVED}\n沙箱的返回（HTTP 501）：`;
  return `${lead}\n${table(['字段名', '类型', '说明'], rows)}`;
}

/** The errors the sandbox can answer for this API, with code, HTTP status and message from the catalogue. */
export function errorNamesOf(apiCode: OpenApiCode): ErrorName[] {
  return [...GATEWAY_ERRORS, ...API_ERRORS[apiCode]];
}

function errorsSection(apiCode: OpenApiCode): string {
  const rows = errorNamesOf(apiCode).map((name) => [String(ERRORS[name].code), String(ERRORS[name].status), ERRORS[name].msg]);
  const lead = '失败时返回对应的 HTTP 状态与 JSON 对象 {code, msg, field}（field 指出出错的字段或请求头，仅部分错误返回）。先校验请求头、签名与频率，再校验参数与业务，以下为沙箱对本接口可能返回的全部错误码：';
  return `${lead}\n${table(['错误码', 'HTTP 状态', '说明'], rows)}`;
}

/** The example request: its path and query from the samples, its body made from the schema, really signed. */
export function exampleRequestOf(apiCode: OpenApiCode): { method: string; url: string; body: string; headers: Record<string, string>; canonical: string } {
  const api = OPEN_APIS.find((a) => a.code === apiCode)!;
  const op = operationOf(apiCode);
  const params = op.parameters ?? [];
  const path = api.path.replace(/\{(\w+)\}/g, (_m, name: string) => String(sample(name) ?? name));
  const query = params.filter((p) => p.in === 'query' && sample(p.name) !== undefined).map((p) => `${p.name}=${encodeURIComponent(String(sample(p.name)))}`);
  const url = `${OPEN_API_SANDBOX_PREFIX}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  const bodySchema = op.requestBody?.content['application/json'].schema;
  const body = bodySchema ? JSON.stringify(exampleOf(bodySchema, sample)) : '';
  const signed = signSandboxRequest({ appId: EXAMPLE_APP_ID, method: api.method, url, body, signMethod: 'HMAC-SM3', key: EXAMPLE_APP_SECRET, timestamp: EXAMPLE_TIMESTAMP, nonce: EXAMPLE_NONCE });
  const headers = { ...signed.headers, ...(body ? { 'content-type': 'application/json' } : {}) };
  return { method: api.method, url, body, headers, canonical: signed.canonical };
}

/** The example reply: the success reply made from the schema, or the 501 a not-served API gets. */
export function exampleReplyOf(apiCode: OpenApiCode): unknown {
  if (!operationOf(apiCode)['x-sandbox']) return { code: ERRORS.SANDBOX_NOT_IMPLEMENTED.code, msg: ERRORS.SANDBOX_NOT_IMPLEMENTED.msg };
  const data = resolved(replySchema(apiCode)).properties!.data!;
  return { code: SUCCESS_CODE, msg: SUCCESS_MSG, data: exampleOf(data, sample) };
}

function exampleSection(apiCode: OpenApiCode): string {
  const req = exampleRequestOf(apiCode);
  const served = operationOf(apiCode)['x-sandbox'];
  const headerLines = Object.entries(req.headers).map(([k, v]) => `${k}: ${v}`);
  const requestText = [`${req.method} ${req.url}`, ...headerLines, ...(req.body ? ['', json(JSON.parse(req.body))] : [])].join('\n');
  const signed = req.body ? '请求体按发送的原文（此处为紧凑 JSON：' + req.body + '）计算 SM3 摘要。' : '';
  const failure = { code: ERRORS.SANDBOX_SIGNATURE_INVALID.code, msg: ERRORS.SANDBOX_SIGNATURE_INVALID.msg, field: SANDBOX_HEADER.signature };
  return [
    '请求：',
    fence(requestText),
    `示例签名为真实计算结果：以示例 AppSecret ${EXAMPLE_APP_SECRET} 对下面的待签名串计算 HMAC-SM3，可用于核对签名实现。${signed}实际调用时时间戳须为当前时间、随机数每次不同。`,
    '待签名串（方法、路径、排序后的查询参数、请求体 SM3 摘要、时间戳、随机数，以换行连接）：',
    fence(req.canonical),
    served ? '返回（HTTP 200）：' : '返回（HTTP 501，沙箱未提供此接口）：',
    fence(json(exampleReplyOf(apiCode))),
    '签名不符时（HTTP 401）：',
    fence(json(failure)),
  ].join('\n');
}

export function referenceSections(apiCode: OpenApiCode): Section[] {
  return [
    { key: 'request', title: '请求参数', body: requestSection(apiCode) },
    { key: 'response', title: '返回参数', body: responseSection(apiCode) },
    { key: 'errors', title: '错误码', body: errorsSection(apiCode) },
    { key: 'example', title: '示例', body: exampleSection(apiCode) },
  ];
}
