import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { defineCall } from '@portal/contract/call';
import { jsCipher } from '@portal/contract/envelope/cipher';
import { API_PREFIX, HEADER, seal, sign, unseal } from '@portal/contract/envelope/protocol';
import { UPLOAD_DATA_FIELD, sm3Hex, type UploadFileEntry } from '@portal/contract/envelope/upload';
import { ERRORS } from '@portal/contract/errors';
import { DEMO_CUSTOMERS } from '../src/db/seed/demo-accounts.ts';
import { registerUpload } from '../src/plugins/upload.ts';
import { browserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/** Upload calls that exist only in this test, one per access level. */
const MAX_BYTES = 1024;
const reply = z.object({
  note: z.string(),
  files: z.array(z.object({ name: z.string(), size: z.int(), sm3: z.string(), first: z.int() })),
  who: z.nullable(z.string()),
});
const request = z.object({ note: z.string().check(z.minLength(1, '请填写备注'), z.maxLength(20)) });
const publicUpload = defineCall({
  method: 'POST',
  path: '/test/upload/public',
  sealed: true,
  upload: { maxFiles: 2, maxFileBytes: MAX_BYTES, fileField: 'files' },
  request,
  response: reply,
});
const userUpload = defineCall({ ...publicUpload, path: '/test/upload/user', access: 'user', roles: undefined });
const staffUpload = defineCall({ ...publicUpload, path: '/test/upload/staff', access: 'staff', roles: ['agent', 'operator'] });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, {}, (app) => {
    for (const call of [publicUpload, userUpload, staffUpload]) {
      registerUpload(app, call, async (input, files, ctx) => ({
        note: input.note,
        files: files.map((f) => ({ name: f.name, size: f.size, sm3: sm3Hex(f.bytes), first: f.bytes[0] ?? -1 })),
        who: ctx.session?.principalId ?? null,
      }));
    }
  });
});
afterAll(() => server.close());

const file = (name: string, size: number, fill = 7) => new File([new Uint8Array(size).fill(fill)], name, { type: 'image/png' });

/** A hand-built upload so that each check can be broken on purpose. */
async function rawUpload(options: {
  manifest: UploadFileEntry[];
  parts: { field: string; bytes: Uint8Array; name?: string }[];
  input?: unknown;
  badSign?: boolean;
  dataLast?: boolean;
}) {
  const client = server.client();
  const key = await client.handshake();
  const path = `${API_PREFIX}${publicUpload.path}`;
  const uploadData = JSON.stringify(seal(jsCipher, key.keyHex, { ...(options.input as object ?? { note: '备注' }), files: options.manifest }));
  const timestamp = String(Date.now());
  const nonce = crypto.randomUUID();
  const signature = sign(jsCipher, key.keyHex, { method: 'POST', path, timestamp, nonce, token: '', body: uploadData });
  const form = new FormData();
  if (!options.dataLast) form.append(UPLOAD_DATA_FIELD, uploadData);
  for (const part of options.parts) form.append(part.field, new Blob([part.bytes as Uint8Array<ArrayBuffer>]), part.name ?? 'a.png');
  if (options.dataLast) form.append(UPLOAD_DATA_FIELD, uploadData);
  const res = await fetch(server.origin + path, {
    method: 'POST',
    headers: {
      [HEADER.appId]: 'test',
      [HEADER.timestamp]: timestamp,
      [HEADER.nonce]: nonce,
      [HEADER.keyId]: key.keyId,
      [HEADER.token]: '',
      [HEADER.sign]: options.badSign ? '0'.repeat(64) : signature,
    },
    body: form,
  });
  const body = (await res.json()) as { code: number; msg: string; field?: string; iv?: string; data?: string };
  return { status: res.status, body, keyHex: key.keyHex, connection: res.headers.get('connection') };
}

const entry = (bytes: Uint8Array, name = 'a.png'): UploadFileEntry => ({ field: 'files', name, size: bytes.length, sm3: sm3Hex(bytes) });

describe('sealed multipart uploads', () => {
  it('takes the input and files, checks every digest and seals the reply', async () => {
    const tab = browserSession(server);
    const out = await tab.upload(publicUpload, { note: '截图两张' }, [file('一.png', 100, 1), file('two.png', MAX_BYTES, 2)]);
    expect(out).toEqual({
      note: '截图两张',
      files: [
        { name: '一.png', size: 100, sm3: sm3Hex(new Uint8Array(100).fill(1)), first: 1 },
        { name: 'two.png', size: MAX_BYTES, sm3: sm3Hex(new Uint8Array(MAX_BYTES).fill(2)), first: 2 },
      ],
      who: null,
    });
    // No files at all is an upload too; the reply is sealed on the wire.
    expect((await tab.call(publicUpload, { note: '无附件' })).files).toEqual([]);
    const bytes = new Uint8Array([1, 2, 3]);
    const raw = await rawUpload({ manifest: [entry(bytes)], parts: [{ field: 'files', bytes }] });
    expect(raw.body.iv).toMatch(/^[0-9a-f]{32}$/);
    expect(unseal(jsCipher, raw.keyHex, { iv: raw.body.iv!, data: raw.body.data! })).toMatchObject({ note: '备注' });
  });

  it('refuses a file whose bytes do not match the signed digest', async () => {
    const signed = new Uint8Array([1, 2, 3, 4]);
    const sent = new Uint8Array([1, 2, 3, 5]);
    const res = await rawUpload({ manifest: [entry(signed)], parts: [{ field: 'files', bytes: sent }] });
    expect(res).toMatchObject({ status: 400, body: { code: ERRORS.UPLOAD_FILE_MISMATCH.code } });
    const longer = await rawUpload({ manifest: [entry(signed)], parts: [{ field: 'files', bytes: new Uint8Array(40) }] });
    expect(longer.body.code).toBe(ERRORS.UPLOAD_FILE_MISMATCH.code);
    const otherField = await rawUpload({ manifest: [entry(signed)], parts: [{ field: 'other', bytes: signed }] });
    expect(otherField.body.code).toBe(ERRORS.UPLOAD_FILE_MISMATCH.code);
  });

  it('refuses an upload with a listed file missing, or an unlisted one added', async () => {
    const a = new Uint8Array([9, 9]);
    const missing = await rawUpload({ manifest: [entry(a), entry(a, 'b.png')], parts: [{ field: 'files', bytes: a }] });
    expect(missing).toMatchObject({ status: 400, body: { code: ERRORS.UPLOAD_FILE_MISSING.code } });
    const extra = await rawUpload({ manifest: [entry(a)], parts: [{ field: 'files', bytes: a }, { field: 'files', bytes: a }] });
    expect(extra.body.code).toBe(ERRORS.UPLOAD_FILE_MISMATCH.code);
  });

  it('refuses an over-size file with a coded 413, declared or not', async () => {
    const tab = browserSession(server);
    const err = await failure(tab.upload(publicUpload, { note: '大文件' }, [file('big.png', MAX_BYTES + 1)]));
    expect({ code: err.code, status: err.status }).toEqual({ code: ERRORS.UPLOAD_FILE_TOO_LARGE.code, status: 413 });
    expect(err.message).toContain('1M');
    // A caller that lies about the size is cut off at the call's limit or the declared length.
    const big = new Uint8Array(2 * 1024 * 1024);
    const lying = await rawUpload({ manifest: [{ ...entry(big), size: 10 }], parts: [{ field: 'files', bytes: big }] });
    expect(lying).toMatchObject({ status: 413, body: { code: ERRORS.UPLOAD_FILE_TOO_LARGE.code } });
    // A refused body within what the call could ever take is read to its end and answered on a
    // connection kept open: the caller gets the message, not a reset. (Whether a larger one is
    // closed depends on how much the multipart parser read meanwhile, so it is not asserted.)
    const over = new Uint8Array(MAX_BYTES + 1);
    const declared = await rawUpload({ manifest: [entry(over)], parts: [{ field: 'files', bytes: over }] });
    expect(declared).toMatchObject({ status: 413, body: { code: ERRORS.UPLOAD_FILE_TOO_LARGE.code }, connection: 'keep-alive' });
    // The refused body is discarded and the connection closed: the next call is not stuck behind it.
    expect((await tab.upload(publicUpload, { note: '之后' }, [file('a.png', 3)])).files).toHaveLength(1);
    const small = new Uint8Array(500);
    const longer = await rawUpload({ manifest: [{ ...entry(small), size: 10 }], parts: [{ field: 'files', bytes: small }] });
    expect(longer.body.code).toBe(ERRORS.UPLOAD_FILE_MISMATCH.code);
  });

  it('refuses more files than the call takes', async () => {
    const tab = browserSession(server);
    const err = await failure(tab.upload(publicUpload, { note: '三张' }, [file('1.png', 1), file('2.png', 1), file('3.png', 1)]));
    expect(err.code).toBe(ERRORS.UPLOAD_TOO_MANY_FILES.code);
  });

  it('refuses a bad signature, uploadData not first, and a plain JSON body', async () => {
    const a = new Uint8Array([1]);
    const bad = await rawUpload({ manifest: [entry(a)], parts: [{ field: 'files', bytes: a }], badSign: true });
    expect(bad).toMatchObject({ status: 401, body: { code: ERRORS.BAD_SIGNATURE.code } });
    const late = await rawUpload({ manifest: [entry(a)], parts: [{ field: 'files', bytes: a }], dataLast: true });
    expect(late.body.code).toBe(ERRORS.UPLOAD_DATA_MISSING.code);
    const json = await fetch(`${server.origin}${API_PREFIX}${publicUpload.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    expect(((await json.json()) as { code: number }).code).toBe(ERRORS.UNSUPPORTED_MEDIA.code);
  });

  it('refuses a multipart body on a call that takes none (multipart lives only on upload routes)', async () => {
    const form = new FormData();
    form.append(UPLOAD_DATA_FIELD, '{}');
    const res = await fetch(`${server.origin}${API_PREFIX}/system/param`, { method: 'POST', body: form });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { code: number }).code).toBe(ERRORS.UNSUPPORTED_MEDIA.code);
  });

  it('validates the input against the call and names the field', async () => {
    const tab = browserSession(server);
    const err = await failure(tab.upload(publicUpload, { note: '' }, [file('a.png', 3)]));
    expect({ code: err.code, field: err.field, message: err.message }).toEqual({
      code: ERRORS.VALIDATION.code,
      field: 'note',
      message: '请填写备注',
    });
  });

  it('enforces access like any call: visitors and the wrong kind of session are refused', async () => {
    const visitor = browserSession(server);
    for (const call of [userUpload, staffUpload]) {
      const err = await failure(visitor.upload(call, { note: '访客' }, [file('a.png', 3)]));
      expect(err.code).toBe(ERRORS.NOT_LOGGED_IN.code);
    }
    const customer = browserSession(server);
    const [person] = DEMO_CUSTOMERS;
    const login = await customer.call(passwordLogin, {
      loginName: person.loginName,
      password: customer.secret(person.password),
      captchaVerification: await passSliderCaptcha(server),
    });
    customer.setToken(login.token);
    const mine = await customer.upload(userUpload, { note: '客户' }, [file('a.png', 3)]);
    expect(mine.who).toEqual(expect.any(String));
    expect((await failure(customer.upload(staffUpload, { note: '客户' }, []))).code).toBe(ERRORS.WRONG_ROLE.code);
    customer.setToken('forged-token');
    expect((await failure(customer.upload(userUpload, { note: '客户' }, []))).code).toBe(ERRORS.BAD_SESSION_TOKEN.code);
  });

  it('answers a database lost while checking the nonce as "busy, retry" (503), not as a malformed request', async () => {
    const claimNonce = server.app.envelopeKeys.claimNonce;
    // What node-postgres throws when PostgreSQL ends the connection (pg_terminate_backend).
    server.app.envelopeKeys.claimNonce = () => Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    try {
      const err = await failure(browserSession(server).upload(publicUpload, { note: '断线' }, [file('a.png', 3)]));
      expect({ status: err.status, code: err.code }).toEqual({ status: 503, code: ERRORS.DATABASE_UNAVAILABLE.code });
    } finally {
      server.app.envelopeKeys.claimNonce = claimNonce;
    }
  });
});
