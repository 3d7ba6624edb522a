import * as z from 'zod/mini';
import { OPEN_API_SANDBOX_PREFIX, OPEN_API_TYPES, OPEN_APIS } from './apis.ts';
import { SANDBOX_API_SCHEMAS, ZSandboxError } from './sandbox-schemas.ts';
import { SANDBOX_HEADER, SANDBOX_SM2_USER_ID } from './sandbox-signing.ts';

/**
 * The sandbox's OpenAPI 3.0.3 document (issue 26 point 3), built from the very schemas the
 * sandbox validates with (sandbox-schemas.ts). `paths[path][method].operationId` is the API
 * code; named schemas live under components.schemas. Served at
 * `GET /openapi/sandbox/v1/openapi.json`; the catalogue renders it.
 */
type Json = Record<string, unknown>;

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output' = 'output'): Json => {
  const out = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Json;
  delete out.$schema;
  return out;
};

const CANONICAL = [
  '每个请求须签名。待签名串（canonical string）由以下六行以换行符 `\\n` 连接：',
  '',
  '1. HTTP 方法（大写，如 `GET`）',
  `2. 请求路径（不含查询串，如 \`${OPEN_API_SANDBOX_PREFIX}/accounts/6229…/balance\`）`,
  '3. 查询参数：按发送时的原样（保留百分号编码）取 `name=value`，按名称、再按值排序后以 `&` 连接；无查询参数为空行',
  '4. 请求体原文（UTF-8 字节）的 SM3 摘要，小写十六进制；GET 请求为空串的摘要',
  `5. 请求头 \`${SANDBOX_HEADER.timestamp}\` 的值（毫秒时间戳，与服务器时间相差不得超过 ±5 分钟）`,
  `6. 请求头 \`${SANDBOX_HEADER.nonce}\` 的值（8–64 位字母、数字或连字符，10 分钟内不得重复）`,
  '',
  `签名方法由 \`${SANDBOX_HEADER.signMethod}\` 指定：\`SM2\`（默认）为 SM2withSM3 签名（GM/T 0009，用户标识 ${SANDBOX_SM2_USER_ID}，DER 编码，小写十六进制），`,
  '以企业在「我的API」上传的公钥验签；`HMAC-SM3` 为以 AppSecret 的 UTF-8 字节为密钥的 HMAC-SM3（小写十六进制）。',
  `签名放在 \`${SANDBOX_HEADER.signature}\`，AppId 放在 \`${SANDBOX_HEADER.appId}\`。每个 AppId 有调用频率上限，超出时返回 429 与 \`Retry-After\`（秒）。`,
].join('\n');

function buildDocument(): Json {
  const schemas: Json = { Error: jsonSchema(ZSandboxError) };
  const paths: Record<string, Json> = {};
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const errorReply = (description: string) => ({ description, content: { 'application/json': { schema: ref('Error') } } });

  for (const api of OPEN_APIS) {
    const spec = SANDBOX_API_SCHEMAS[api.code];
    const path = api.path;
    const parameters: Json[] = [];
    const addParams = (object: z.ZodMiniObject | undefined, where: 'path' | 'query') => {
      if (!object) return;
      const js = jsonSchema(object, 'input') as { properties?: Record<string, Json>; required?: string[] };
      for (const [name, schema] of Object.entries(js.properties ?? {})) {
        parameters.push({ name, in: where, required: where === 'path' || (js.required ?? []).includes(name), schema });
      }
    };
    addParams(spec?.pathParams, 'path');
    addParams(spec?.query, 'query');
    if (!spec) {
      for (const m of path.matchAll(/\{(\w+)\}/g)) parameters.push({ name: m[1], in: 'path', required: true, schema: { type: 'string' } });
    }
    const operation: Json = {
      operationId: api.code,
      summary: api.name,
      description: spec ? api.summary : `${api.summary}\n\n**沙箱暂未提供此接口**：调用返回 501 与错误码 501360。`,
      tags: [OPEN_API_TYPES.find((t) => t.code === api.type)!.name],
      'x-sandbox': spec !== undefined,
      ...(parameters.length > 0 ? { parameters } : {}),
      responses: {
        '200': {
          description: '成功',
          content: {
            'application/json': {
              schema: spec
                ? { type: 'object', required: ['code', 'msg', 'data'], properties: { code: { type: 'integer', enum: [200] }, msg: { type: 'string' }, data: ref(spec.data.name) } }
                : ref('Error'),
            },
          },
        },
        '400': errorReply('请求参数不正确（field 指出字段）'),
        '401': errorReply('AppId、签名、时间戳或随机数校验失败'),
        '403': errorReply('来源 IP 不在白名单内，或该接口未获批'),
        '429': { ...errorReply('调用过于频繁'), headers: { 'Retry-After': { description: '可重试前需等待的秒数', schema: { type: 'integer' } } } },
        ...(spec ? {} : { '501': errorReply('沙箱暂未提供此接口') }),
      },
    };
    if (spec) {
      schemas[spec.data.name] = jsonSchema(spec.data.schema);
      if (spec.body) {
        const bodyName = `${spec.data.name}Request`;
        schemas[bodyName] = jsonSchema(spec.body, 'input');
        operation.requestBody = { required: true, content: { 'application/json': { schema: ref(bodyName), ...(spec.exampleBody ? { example: spec.exampleBody } : {}) } } };
      }
    }
    paths[path] = { ...(paths[path] ?? {}), [api.method.toLowerCase()]: operation };
  }

  return {
    openapi: '3.0.3',
    info: {
      title: '银企直联开放平台 沙箱 API',
      version: '1.0.0',
      description: `沙箱使用企业的测试账户与测试数据，不触及任何真实账户。\n\n${CANONICAL}`,
    },
    servers: [{ url: OPEN_API_SANDBOX_PREFIX, description: '沙箱环境' }],
    tags: OPEN_API_TYPES.map((t) => ({ name: t.name })),
    security: [{ AppId: [], Signature: [], Timestamp: [], Nonce: [] }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        AppId: { type: 'apiKey', in: 'header', name: SANDBOX_HEADER.appId, description: '「我的API」中签发的沙箱 AppId' },
        Signature: { type: 'apiKey', in: 'header', name: SANDBOX_HEADER.signature, description: CANONICAL },
        Timestamp: { type: 'apiKey', in: 'header', name: SANDBOX_HEADER.timestamp, description: '毫秒时间戳，±5 分钟' },
        Nonce: { type: 'apiKey', in: 'header', name: SANDBOX_HEADER.nonce, description: '一次性随机数' },
      },
    },
  };
}

export const SANDBOX_OPENAPI: Json = buildDocument();
