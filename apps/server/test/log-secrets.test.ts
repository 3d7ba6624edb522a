import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { register } from '@portal/contract/calls/auth/register';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import { REGISTER_APP_ID } from '@portal/contract/limits';
import { ERRORS } from '@portal/contract/errors';
import { API_PREFIX, HANDSHAKE_PATH } from '@portal/contract/envelope/protocol';
import { sm2EncryptField } from '@portal/contract/envelope/sm2-fields';
import { DEMO_CUSTOMERS } from '../src/db/seed/demo-accounts.ts';
import { serializeError } from '../src/plugins/log-safety.ts';
import { browserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { latestSmsCode } from './support/sms-outbox.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Finding 6 of issue 18: a database error in the middle of a call must not put the values of
 * its query (a phone, a password hash, a tab key, a session token) into the log.
 */
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'info' }, { logStream, sms: { captchaGate: { consume: async () => true } } });
});
afterAll(() => server.close());

const [person] = DEMO_CUSTOMERS;

/** From now on every write of a row of `table` fails with its row in the error's detail. */
async function breakWrites(table: 'users' | 'sessions' | 'envelope_keys') {
  await server.app.database.db.execute(sql.raw(`alter table ${table} add constraint log_probe_${table} check (false) not valid`));
}

describe('a database failure in the middle of a call', () => {
  it('answers 500000 without a stack, and logs the failing SQL but never its values', async () => {
    // Registration: the code is checked, the password hashed, then the user row is refused.
    await breakWrites('users');
    const newcomer = { loginName: 'log_probe01', realName: '赵敏', phone: '13712345678', password: 'Lp@12345' };
    const tab = browserSession(server);
    await tab.call(getSmsVerificationCode, { phone: newcomer.phone, type: 'register', captchaVerification: 'passed-slider-check-0001' });
    const registered = await failure(
      tab.call(register, {
        appId: REGISTER_APP_ID,
        userType: 'personal',
        loginName: newcomer.loginName,
        realName: newcomer.realName,
        phone: newcomer.phone,
        smsCode: await latestSmsCode(server.app.database.db, newcomer.phone),
        password: tab.secret(newcomer.password),
      }),
    );
    expect({ code: registered.code, message: registered.message }).toEqual({ code: ERRORS.INTERNAL.code, message: ERRORS.INTERNAL.msg });

    // Login: the password is right, then the new session row (with its anti-CSRF token) is refused.
    await breakWrites('sessions');
    const login = await failure(
      tab.call(passwordLogin, { loginName: person.loginName, password: tab.secret(person.password), captchaVerification: await passSliderCaptcha(server) }),
    );
    expect(login.code).toBe(ERRORS.INTERNAL.code);

    // Handshake: a new tab's key is refused by the database.
    await breakWrites('envelope_keys');
    const keyHex = randomBytes(16).toString('hex');
    const res = await fetch(`${server.origin}${API_PREFIX}${HANDSHAKE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: sm2EncryptField(keyHex, server.app.envelopeKeys.publicKey) }),
    });
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ code: ERRORS.INTERNAL.code, msg: ERRORS.INTERNAL.msg });
    expect(body).not.toMatch(/ at |Failed query|log_probe/);

    const log = lines.join('');
    const failed = lines.filter((l) => l.includes('"call failed"'));
    expect(failed).toHaveLength(3);
    for (const secret of ['$argon2id$', newcomer.phone, keyHex, 'Failing row contains', '"params"', '"detail"']) {
      expect(log).not.toContain(secret);
    }
    // The session's token and id hash are random: no run of token characters that long is logged.
    expect(log.match(/[A-Za-z0-9_-]{32,}/g)).toBeNull();
    // What an engineer needs stays: the statement with its placeholders, the constraint, a stack.
    expect(failed[0]).toContain('insert into \\"users\\"');
    expect(failed[0]).toContain('"constraint":"log_probe_users"');
    expect(failed[0]).toMatch(/"stack":"DrizzleQueryError: Failed query: insert into .*?\\n +at .*users\/repo\.ts/);
    expect(failed[0]).toContain('"cause":{"type":"DatabaseError","message":"new row for relation \\"users\\" violates check constraint');
    expect(failed[1]).toContain('"constraint":"log_probe_sessions"');
    expect(failed[2]).toContain('"constraint":"log_probe_envelope_keys"');
  });
});

describe('the error serializer and redaction', () => {
  it('masks the value a PostgreSQL data exception quotes, and follows causes and aggregates', () => {
    const refused = Object.assign(new Error('invalid input syntax for type integer: "13800138001x"'), { code: '22P02', severity: 'ERROR', detail: 'x', where: 'y' });
    const wrapped = new AggregateError([new Error('connect ECONNREFUSED 10.0.0.9:5432')], 'all failed', { cause: refused });
    expect(serializeError(wrapped)).toEqual({
      type: 'AggregateError',
      message: 'all failed',
      stack: expect.stringMatching(/^AggregateError: all failed\n +at /),
      cause: { type: 'DatabaseError', message: 'invalid input syntax for type integer: "…"', code: '22P02', severity: 'ERROR', stack: expect.stringMatching(/^DatabaseError: invalid input syntax for type integer: "…"\n +at /) },
      errors: [{ type: 'Error', message: 'connect ECONNREFUSED 10.0.0.9:5432', stack: expect.stringMatching(/^Error: connect ECONNREFUSED/) }],
    });
  });

  it('redacts secret names anywhere in a log line', () => {
    lines.length = 0;
    server.app.log.warn(
      { password: 'pw-0001', headers: { cookie: 'sid=cookie-0001', 'x-sign': 'sign-0001', 'x-token': 'token-0001' }, user: { passwordHash: 'hash-0001', keyHex: 'key-0001' } },
      'probe',
    );
    const line = lines.join('');
    expect(line).toContain('"msg":"probe"');
    for (const secret of ['pw-0001', 'cookie-0001', 'sign-0001', 'token-0001', 'hash-0001', 'key-0001']) expect(line).not.toContain(secret);
    expect(line.match(/\[redacted\]/g)).toHaveLength(6);
  });
});
