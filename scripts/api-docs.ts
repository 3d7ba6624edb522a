import { writeFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { ALL_CALLS } from '../packages/contract/src/calls/index-of-calls.ts';
import { ERRORS } from '../packages/contract/src/errors.ts';
import { HANDSHAKE_PATH } from '../packages/contract/src/envelope/protocol.ts';
import { UPLOAD_DATA_FIELD, UPLOAD_FILES_KEY, uploadSpecOf } from '../packages/contract/src/envelope/upload.ts';
import type { CallDef } from '../packages/contract/src/call.ts';

const MB = 1024 * 1024;

function envelopeOf(call: CallDef): string {
  if (!call.upload) return call.sealed ? 'sealed' : 'unsigned';
  const { maxFiles, maxFileBytes, fileField } = uploadSpecOf(call);
  const size = maxFileBytes % MB === 0 ? `${maxFileBytes / MB} MB` : `${maxFileBytes} bytes`;
  return `sealed multipart: \`${UPLOAD_DATA_FIELD}\` + up to ${maxFiles} × \`${fileField}\` (≤ ${size} each)`;
}

/** Who may make the call: `public`, `user`, or `staff` with the roles it serves. */
function accessOf(call: CallDef): string {
  if (call.access !== 'staff') return call.access ?? 'public';
  return `staff: ${call.roles.join(', ')}`;
}

/** Renders docs/api.md from the contract; `--check` fails when the committed file is stale. */
export function renderApiDocs(): string {
  const lines = [
    '# API',
    '',
    'Generated from `packages/contract` by `npm run docs:api`; do not edit by hand.',
    'Every path is under `/qjmh/api`. Sealed calls use the envelope of ARCHITECTURE §4',
    `(handshake at \`${HANDSHAKE_PATH}\`); their bodies and replies are SM4-encrypted JSON of the`,
    'shapes below. Unsigned calls send and receive the JSON as is.',
    '',
    'Access: `public` calls are open to visitors, `user` calls need a customer session, `staff`',
    'calls a staff session of one of the roles listed (agent, operator); any other session is',
    'refused with 403100 before the input is read.',
    '',
    `Multipart calls (ARCHITECTURE §4.3) are sealed POSTs of \`multipart/form-data\`: first the text`,
    `part \`${UPLOAD_DATA_FIELD}\` (the sealed body text, signed like a JSON body) whose decrypted JSON is`,
    `the request below plus \`${UPLOAD_FILES_KEY}\`: [{ field, name, size, sm3 }], one entry per file part`,
    'in order (sm3 = lowercase hex SM3 of the bytes); then the file parts. Their reply is sealed.',
    '',
    '| call | method | path | envelope | access |',
    '|---|---|---|---|---|',
  ];
  for (const [name, call] of Object.entries(ALL_CALLS)) {
    lines.push(`| \`${name}\` | ${call.method} | \`${call.path}\` | ${envelopeOf(call)} | ${accessOf(call)} |`);
  }
  for (const [name, call] of Object.entries(ALL_CALLS)) {
    lines.push('', `## ${name}`, '', `\`${call.method} /qjmh/api${call.path}\``, '');
    if (call.upload) lines.push(`Envelope: ${envelopeOf(call)}.`, '');
    for (const [label, schema] of [['Request', call.request], ['Reply data', call.response]] as const) {
      lines.push(`${label}:`, '', '```json', JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), null, 2), '```', '');
    }
  }
  lines.push('## Error codes', '', '| code | HTTP | message |', '|---|---|---|');
  for (const e of Object.values(ERRORS)) lines.push(`| ${e.code} | ${e.status} | ${e.msg} |`);
  return lines.join('\n') + '\n';
}

if (process.argv[1]?.endsWith('api-docs.ts')) {
  writeFileSync('docs/api.md', renderApiDocs());
  console.log('docs/api.md written');
}
