import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scanFaceTicket } from '@portal/contract/calls/face/scan-ticket';
import { submitFacePhoto } from '@portal/contract/calls/face/submit-photo';
import { getResetVerifyQrCode } from '@portal/contract/calls/password/get-verify-qr-code';
import { getResetVerifyQrCodeStatus } from '@portal/contract/calls/password/get-verify-qr-code-status';
import { verifyResetUserInfo } from '@portal/contract/calls/password/verify-user-info';
import { ERRORS } from '@portal/contract/errors';
import { loadConfig } from '../src/config.ts';
import { FaceServiceError, type FacePicture } from '../src/providers/face/face-provider.ts';
import { httpFaceProvider } from '../src/providers/face/http.ts';
import { browserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { PORTRAIT_JPEG, solidPicture } from './support/faces.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { person } from './support/registry-faces.ts';
import { recordVerifiedRealName } from './support/verified-person.ts';
import { faceChecks } from '../src/db/schema/face.ts';
import { eq } from 'drizzle-orm';

/** What the stand-in verification service answers: a status and a body, or nothing at all. */
type Answer = { status: number; body: string } | 'hang';

interface Received {
  body: { image: string; mimeType: string; subject: Record<string, unknown> };
  authorization: string | undefined;
  contentType: string | undefined;
}

let service: Server;
let serviceUrl: string;
let answer: Answer;
let received: Received[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  service = createServer((req, res) => {
    void readBody(req).then((text) => {
      received.push({ body: JSON.parse(text) as Received['body'], authorization: req.headers.authorization, contentType: req.headers['content-type'] });
      if (answer === 'hang') return;
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const address = service.address();
  serviceUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/face/verify`;
});
afterAll(async () => {
  service.closeAllConnections();
  await new Promise((resolve) => service.close(resolve));
});
beforeEach(() => {
  received = [];
});

const subject = { userId: 'u-42', realName: '林海峰', docType: '0', docNumber: '110101199003074477' };
const picture: FacePicture = { bytes: PORTRAIT_JPEG, mimeType: 'image/jpeg' };
const reply = (status: number, body: unknown): Answer => ({ status, body: typeof body === 'string' ? body : JSON.stringify(body) });

/** The provider's failure reason, or a failed test when it gave a verdict or failed otherwise. */
async function serviceFailure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (!(err instanceof FaceServiceError)) throw err;
    expect(err.code).toBe(ERRORS.FACE_SERVICE_FAILED.code);
    return err.reason;
  }
  throw new Error('expected the face check to fail');
}

describe('http face provider', () => {
  const provider = () => httpFaceProvider({ url: serviceUrl, token: 'face-token', timeoutMs: 300 });

  const decision = (match: boolean, score: number | null = null, liveness: boolean | null = null) => ({ match, score, liveness });

  it('posts the picture and the claimed identity as JSON with the token, and passes on {"match": true}', async () => {
    answer = reply(200, { match: true, score: 0.93, liveness: true });
    expect(await provider().verify(picture, subject)).toEqual({ ok: true, decision: decision(true, 0.93, true) });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.authorization).toBe('Bearer face-token');
    expect(call!.contentType).toBe('application/json');
    expect(call!.body).toEqual({ image: PORTRAIT_JPEG.toString('base64'), mimeType: 'image/jpeg', subject });
    // An enterprise's legal representative is named with the enterprise.
    const legalRep = { ...subject, legalRepresentativeOf: { creditCode: '91110108MA01ABCD1E', name: '北京瀚海云数据服务有限公司' } };
    answer = reply(200, { match: true });
    expect(await provider().verify(picture, legalRep)).toEqual({ ok: true, decision: decision(true) });
    expect(received.at(-1)!.body.subject).toEqual(legalRep);
  });

  it('refuses on {"match": false} and on a picture the service finds not live, keeping its words for the log', async () => {
    answer = reply(200, { match: false, score: 0.31, reason: 'similarity 0.31 below 0.80' });
    expect(await provider().verify(picture, subject)).toEqual({ ok: false, reason: 'NO_MATCH', decision: decision(false, 0.31), detail: 'similarity 0.31 below 0.80' });
    answer = reply(200, { match: false });
    expect(await provider().verify(picture, subject)).toEqual({ ok: false, reason: 'NO_MATCH', decision: decision(false) });
    answer = reply(200, { match: false, reason: 'SEVERAL_FACES' });
    expect(await provider().verify(picture, subject)).toEqual({ ok: false, reason: 'SEVERAL_FACES', decision: decision(false), detail: 'SEVERAL_FACES' });
    // A match on a photo of a photo is no pass.
    answer = reply(200, { match: true, score: 0.97, liveness: false, reason: 'screen replay' });
    expect(await provider().verify(picture, subject)).toEqual({ ok: false, reason: 'NOT_LIVE', decision: decision(true, 0.97, false), detail: 'screen replay' });
  });

  it('never passes on an error status, an odd body, a timeout or no service at all', async () => {
    answer = reply(500, { match: true });
    expect(await serviceFailure(provider().verify(picture, subject))).toBe('status 500');
    answer = reply(200, { match: 'yes' });
    expect(await serviceFailure(provider().verify(picture, subject))).toBe('reply is not a verdict');
    answer = reply(200, { ok: true });
    expect(await serviceFailure(provider().verify(picture, subject))).toBe('reply is not a verdict');
    answer = reply(200, 'match');
    expect(await serviceFailure(provider().verify(picture, subject))).toBe('reply is not JSON');

    answer = 'hang';
    const started = Date.now();
    expect(await serviceFailure(provider().verify(picture, subject))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);

    const nowhere = httpFaceProvider({ url: 'http://127.0.0.1:9/face/verify', timeoutMs: 1_000 });
    expect(await serviceFailure(nowhere.verify(picture, subject))).toBe('unreachable');
  });
});

describe('FACE_PROVIDER=http', () => {
  it('needs FACE_HTTP_URL, and is local unless asked', () => {
    expect(() => loadConfig({ FACE_PROVIDER: 'http' })).toThrow(/FACE_HTTP_URL: required when FACE_PROVIDER=http/);
    expect(loadConfig({}).FACE_PROVIDER).toBe('local');
    expect(loadConfig({ FACE_PROVIDER: 'http', FACE_HTTP_URL: 'http://127.0.0.1:9/v' }).FACE_HTTP_TIMEOUT_MS).toBe(10_000);
  });

  let server: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    server = await startTestServer(
      { FACE_PROVIDER: 'http', FACE_HTTP_URL: serviceUrl, FACE_HTTP_TOKEN: 'face-token', FACE_HTTP_TIMEOUT_MS: 300, LOG_LEVEL: 'info' },
      { logStream },
    );
  }, 120_000);
  afterAll(() => server.close());

  it("lets the service judge the phone picture against the account holder's verified identity, and stores its decision", async () => {
    const who = { loginName: 'face_http1', phone: '13910009001', password: 'Old@2026x' };
    const user = await server.app.users.register({ userType: 'personal', realName: '林海峰', ...who });
    // 胡军 has no reference photo in the registry: the bank's service keeps its own, so that is no matter here.
    const hu = person('胡军');
    await recordVerifiedRealName(server.app.database.db, user.id, hu);
    const desktop = browserSession(server);
    const { verifyToken } = await desktop.call(verifyResetUserInfo, {
      loginName: who.loginName,
      realName: desktop.secret(hu.realName),
      phone: desktop.secret(who.phone),
    });
    const { ticket } = await desktop.call(getResetVerifyQrCode, { verifyToken });
    const phone = browserSession(server);
    await phone.call(scanFaceTicket, { ticket });
    const send = (bytes: Buffer) => phone.call(submitFacePhoto, { ticket, mimeType: 'image/jpeg', image: bytes.toString('base64') });
    const status = async () => (await desktop.call(getResetVerifyQrCodeStatus, { verifyToken })).status;

    answer = reply(200, { match: false, reason: 'different person' });
    const noMatch = await failure(send(PORTRAIT_JPEG));
    expect({ code: noMatch.code, msg: noMatch.message }).toEqual({ code: 400422, msg: ERRORS.FACE_NO_MATCH.msg });
    answer = reply(500, 'busy');
    const down = await failure(send(PORTRAIT_JPEG));
    expect({ code: down.code, msg: down.message }).toEqual({ code: 502420, msg: '人脸识别服务暂时不可用，请稍后再试' });
    expect(await status()).toBe('scanned');

    // The service is the judge: the local face count does not run (it would refuse this one).
    answer = reply(200, { match: true, score: 0.88, liveness: true });
    const solid = await solidPicture();
    expect(await send(solid)).toEqual({ verified: true });
    expect(await status()).toBe('verified');
    expect(received.map((r) => r.body.subject)).toEqual([0, 1, 2].map(() => ({ userId: user.id, realName: hu.realName, docType: hu.docType, docNumber: hu.docNumber })));
    const [check] = await server.app.database.db.select().from(faceChecks).where(eq(faceChecks.userId, user.id));
    expect(check).toMatchObject({ decisionProvider: 'http', decisionMatch: true, decisionLiveness: true, decisionReason: null });
    expect(check!.decisionScore).toBeCloseTo(0.88, 5);
    expect(received.at(-1)!.body.image).toBe(solid.toString('base64'));

    // The log says why, without the picture.
    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.filter((l) => l.msg === 'face picture refused')).toMatchObject([{ provider: 'http', refusal: 'NO_MATCH', serviceReason: 'different person' }]);
    expect(logged.filter((l) => l.msg === 'face check failed')).toMatchObject([{ provider: 'http', reason: 'status 500' }]);
    expect(logLines.some((line) => line.includes(PORTRAIT_JPEG.toString('base64').slice(0, 64)))).toBe(false);
  });
});
