import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { chatImage, chatImageIdOf } from '@portal/contract/calls/customer-service/chat-image';
import { disconnect } from '@portal/contract/calls/customer-service/disconnect';
import { establishConnection } from '@portal/contract/calls/customer-service/establish-connection';
import { searchAnswer } from '@portal/contract/calls/customer-service/search-answer';
import { searchEvaluateList } from '@portal/contract/calls/customer-service/search-evaluate-list';
import { staffResponse } from '@portal/contract/calls/customer-service/staff-response';
import { submitEvaluate } from '@portal/contract/calls/customer-service/submit-evaluate';
import { uploadImage } from '@portal/contract/calls/customer-service/upload-image';
import { deskAccept } from '@portal/contract/calls/desk/desk-accept';
import { deskConversation } from '@portal/contract/calls/desk/desk-conversation';
import { deskEnd } from '@portal/contract/calls/desk/desk-end';
import { deskSend } from '@portal/contract/calls/desk/desk-send';
import { deskSendImage } from '@portal/contract/calls/desk/desk-send-image';
import { deskSetStatus } from '@portal/contract/calls/desk/desk-set-status';
import { getChatSettings, saveChatSettings } from '@portal/contract/calls/operator/chat-settings';
import { logout } from '@portal/contract/calls/session/logout';
import { ERRORS } from '@portal/contract/errors';
import sharp from 'sharp';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { bmpBytes, EXIF_GPS_INFO_TAG, exifIfd0Tags, jpegWithGps, metadataBlocks, pngBytes } from './support/images.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 18 findings 9 and 10: a conversation and its pictures belong to its customer (the
 * visitor's tab, or the logged-in user) and to the staff who may read it, and pictures are
 * stored re-encoded, without the metadata of the upload.
 */
let server: TestServer;
let agent: BrowserSession;
let otherAgent: BrowserSession;
let operator: BrowserSession;
const [agentOne, agentTwo, operatorOne] = DEMO_STAFF;
const [person] = DEMO_CUSTOMERS;

beforeAll(async () => {
  // Each tab acts from its own address, so the per-address limits of one test do not touch another.
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 });
  operator = tab();
  await logInStaff(server, operator, operatorOne!);
  const settings = await operator.call(getChatSettings, {});
  await operator.call(saveChatSettings, { ...settings, serviceHours: { start: '00:00', end: '24:00' } });
  agent = tab();
  await logInStaff(server, agent, agentOne!);
  otherAgent = tab();
  await logInStaff(server, otherAgent, agentTwo!);
  // Three logins (argon2 each) on a busy machine may take longer than the default minute.
}, 180_000);
afterAll(() => server.close());

beforeEach(async () => {
  await server.app.database.db.execute(
    sql`update chat_conversations set state = 'ended', ended_at = now(), ended_by = 'system', end_reason = 4 where state <> 'ended'`,
  );
  await agent.call(deskSetStatus, { status: 'online' });
  await otherAgent.call(deskSetStatus, { status: 'offline' });
});

let lastAddress = 10;
/** A new browser tab: its own handshake (envelope key), cookie jar and address. */
function tab(): BrowserSession {
  lastAddress += 1;
  return browserSession(server, undefined, { 'x-forwarded-for': `198.51.100.${lastAddress}` });
}

const cookieOf = (b: BrowserSession) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const file = (bytes: Buffer, name: string, type: string) => new File([bytes], name, { type });

/** A visitor's tab asks for an agent, and agent one takes the conversation. */
async function connectedVisitor(owner: BrowserSession, clientUid: string) {
  const { uuid } = await owner.call(establishConnection, { channelCode: '1', sessionNumber: `bot-${clientUid}`, clientUid });
  await agent.call(deskAccept, { uuid: uuid! });
  return uuid!;
}

describe('a visitor’s conversation belongs to the tab that opened it', () => {
  it('refuses a second tab that knows the client id and the uuid: no reading, writing, pictures, ending or rating', async () => {
    const owner = tab();
    const clientUid = `slider-owner-${Date.now()}`;
    const uuid = await connectedVisitor(owner, clientUid);
    await owner.call(staffResponse, { uuid, question: '我的U盾插上没有反应', msgType: 'text' });
    await agent.call(deskSend, { uuid, text: '请告诉我证书序列号' });
    const sent = await agent.upload(deskSendImage, { uuid }, [file(pngBytes(30, 20), 'guide.png', 'image/png')]);
    const imageId = chatImageIdOf(sent.url)!;

    // Someone who saw the client id on the unsealed captcha calls, and the uuid, in a tab of their own.
    const intruder = tab();
    const notYours = ERRORS.CHAT_NOT_YOURS.code;
    expect((await failure(intruder.call(searchAnswer, { uuid, after: 0 }))).code).toBe(notYours);
    const refused = await failure(intruder.call(staffResponse, { uuid, question: '请把证书序列号发给我', msgType: 'text' }));
    expect({ code: refused.code, status: refused.status, message: refused.message }).toEqual({
      code: notYours,
      status: 403,
      message: ERRORS.CHAT_NOT_YOURS.msg,
    });
    expect((await failure(intruder.upload(uploadImage, { uuid }, [file(pngBytes(8, 8), 'x.png', 'image/png')]))).code).toBe(notYours);
    expect((await failure(intruder.download(chatImage, { uuid, imageId }))).code).toBe(notYours);
    expect((await failure(intruder.call(disconnect, { uuid }))).code).toBe(notYours);
    // Asking for an agent with the owner's client id opens a conversation of its own, not the owner's.
    const own = await intruder.call(establishConnection, { channelCode: '1', sessionNumber: 'bot-intruder', clientUid });
    expect(own.uuid).not.toBe(uuid);
    expect((await intruder.call(disconnect, { uuid: own.uuid! })).ended).toBe(true);

    // Nothing the intruder tried reached the conversation; the owning tab goes on as before.
    const view = await agent.call(deskConversation, { uuid, after: 0 });
    expect(view.messages.filter((m) => m.sender === 'customer').map((m) => m.body)).toEqual(['我的U盾插上没有反应']);
    const polled = await owner.call(searchAnswer, { uuid, after: 0 });
    expect(polled.state).toBe('connected');
    expect(polled.list.map((m) => m.message)).toEqual([expect.stringContaining(agentOne!.displayName), '请告诉我证书序列号', sent.url]);
    expect((await owner.download(chatImage, { uuid, imageId })).mime).toBe('image/png');
    const again = await owner.call(establishConnection, { channelCode: '1', sessionNumber: 'bot-again', clientUid });
    expect(again.uuid).toBe(uuid);

    // Ended and rateable: the rating too is the owner's alone.
    await agent.call(deskEnd, { uuid });
    expect((await failure(intruder.call(searchEvaluateList, { uuid }))).code).toBe(notYours);
    expect((await failure(intruder.call(submitEvaluate, { uuid, point: 1, uri: ['slow'], feedBackMsg: '很差' }))).code).toBe(notYours);
    expect((await owner.call(searchEvaluateList, { uuid })).cibPfbzList).toHaveLength(5);
    await owner.call(submitEvaluate, { uuid, point: 5, uri: [], feedBackMsg: '' });
    const rows = await server.app.database.db.execute(sql`select point from chat_evaluations where conversation_id = ${uuid}`);
    expect((rows as unknown as { rows: Array<{ point: number }> }).rows.map((r) => Number(r.point))).toEqual([5]);
  });

  it('refuses the poll from memory as well: a kept view is checked against the calling tab', async () => {
    const owner = tab();
    const uuid = await connectedVisitor(owner, `slider-kept-${Date.now()}`);
    // The owner's polls leave the view in memory; the intruder's polls are answered from it.
    const joined = await owner.call(searchAnswer, { uuid, after: 0 });
    const cursor = joined.list.at(-1)!.id;
    await owner.call(searchAnswer, { uuid, after: cursor });
    const intruder = tab();
    for (let i = 0; i < 3; i++) {
      expect((await failure(intruder.call(searchAnswer, { uuid, after: cursor }))).code).toBe(ERRORS.CHAT_NOT_YOURS.code);
    }
    // A refused poll counts nothing towards the 60-poll timeout: one idle poll, the owner's.
    await server.app.chat.flushPollCounts();
    const rows = await server.app.database.db.execute(sql`select idle_polls from chat_conversations where id = ${uuid}`);
    expect(Number((rows as unknown as { rows: Array<{ idle_polls: number }> }).rows[0]!.idle_polls)).toBe(1);
  });
});

describe('a logged-in customer’s conversation belongs to the customer', () => {
  it('is theirs in every tab of their session, and nobody’s after they log out', async () => {
    const customer = tab();
    const login = await customer.call(passwordLogin, {
      loginName: person!.loginName,
      password: customer.secret(person!.password),
      captchaVerification: await passSliderCaptcha(server),
    });
    customer.setToken(login.token);
    const uuid = await connectedVisitor(customer, `slider-person-${Date.now()}`);
    const sent = await agent.upload(deskSendImage, { uuid }, [file(pngBytes(12, 10), 'guide.png', 'image/png')]);
    const imageId = chatImageIdOf(sent.url)!;

    // Another tab of the same browser: its own key, the same session cookie and token.
    const secondTab = browserSession(server);
    for (const [k, v] of customer.cookies) secondTab.cookies.set(k, v);
    secondTab.setToken(login.token);
    expect((await secondTab.call(searchAnswer, { uuid, after: 0 })).state).toBe('connected');
    expect((await secondTab.download(chatImage, { uuid, imageId })).mime).toBe('image/png');

    // A visitor's tab with the uuid is refused, polls included.
    const visitor = tab();
    expect((await failure(visitor.call(searchAnswer, { uuid, after: 0 }))).code).toBe(ERRORS.CHAT_NOT_YOURS.code);
    expect((await failure(visitor.call(staffResponse, { uuid, question: '你好', msgType: 'text' }))).code).toBe(ERRORS.CHAT_NOT_YOURS.code);
    expect((await failure(visitor.download(chatImage, { uuid, imageId }))).code).toBe(ERRORS.CHAT_NOT_YOURS.code);

    await customer.call(searchAnswer, { uuid, after: 0 });
    await customer.call(logout, {});
    customer.setToken('');
    expect((await failure(customer.call(searchAnswer, { uuid, after: 0 }))).code).toBe(ERRORS.CHAT_NOT_YOURS.code);
  });
});

describe('pictures in a conversation', () => {
  it('are stored re-encoded, without EXIF or GPS, from the customer and from the agent', async () => {
    const owner = tab();
    const uuid = await connectedVisitor(owner, `slider-photo-${Date.now()}`);
    const photo = await jpegWithGps(64, 48);
    // The upload carries the camera and the place it was taken.
    const original = await metadataBlocks(photo);
    expect(exifIfd0Tags(original.exif!)).toContain(EXIF_GPS_INFO_TAG);
    expect(photo.includes('PortalTestCam')).toBe(true);

    const mine = await owner.upload(uploadImage, { uuid }, [file(photo, 'IMG_0001.jpg', 'image/jpeg')]);
    const atDesk = await fetch(server.origin + mine.message, { headers: { cookie: cookieOf(agent) } });
    expect(atDesk.status).toBe(200);
    expect(atDesk.headers.get('content-type')).toBe('image/jpeg');
    const deskBytes = Buffer.from(await atDesk.arrayBuffer());
    expect(await metadataBlocks(deskBytes)).toEqual({ exif: undefined, icc: undefined, xmp: undefined, iptc: undefined, comments: undefined });
    expect(deskBytes.includes('PortalTestCam')).toBe(false);
    expect(await sharp(deskBytes).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });

    const theirs = await agent.upload(deskSendImage, { uuid }, [file(photo, 'IMG_0002.jpg', 'image/jpeg')]);
    const atWindow = await owner.download(chatImage, { uuid, imageId: chatImageIdOf(theirs.url)! });
    const windowBytes = Buffer.from(atWindow.bytes);
    expect(atWindow.mime).toBe('image/jpeg');
    expect(await metadataBlocks(windowBytes)).toEqual({ exif: undefined, icc: undefined, xmp: undefined, iptc: undefined, comments: undefined });
    expect(windowBytes.includes('PortalTestCam')).toBe(false);

    // What the database holds is the new picture, never the upload.
    const stored = await server.app.database.db.execute(sql`select bytes from chat_images where conversation_id = ${uuid}`);
    for (const row of (stored as unknown as { rows: Array<{ bytes: Uint8Array }> }).rows) {
      expect(Buffer.from(row.bytes).includes('PortalTestCam')).toBe(false);
    }

    // A BMP, which the picture library cannot read, is decoded first and kept as a JPEG of the same size.
    const bmp = await owner.upload(uploadImage, { uuid }, [file(bmpBytes(30, 20), 'screen.bmp', 'image/bmp')]);
    const bmpServed = await fetch(server.origin + bmp.message, { headers: { cookie: cookieOf(agent) } });
    expect(await sharp(Buffer.from(await bmpServed.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 30, height: 20 });
  });

  it('are shown only to the conversation’s customer and the staff who may read it', async () => {
    const owner = tab();
    const uuid = await connectedVisitor(owner, `slider-pics-${Date.now()}`);
    const sent = await owner.upload(uploadImage, { uuid }, [file(pngBytes(16, 9), 'screen.png', 'image/png')]);
    const url = server.origin + sent.message;
    const imageId = chatImageIdOf(sent.message)!;

    // The staff address: agent one, who holds the conversation, and operators; nobody else.
    expect((await fetch(url, { headers: { cookie: cookieOf(agent) } })).status).toBe(200);
    expect((await fetch(url, { headers: { cookie: cookieOf(operator) } })).status).toBe(200);
    const stranger = await fetch(url, { headers: { cookie: cookieOf(otherAgent) } });
    expect({ status: stranger.status, code: ((await stranger.json()) as { code: number }).code }).toEqual({ status: 403, code: ERRORS.DESK_NOT_YOURS.code });
    const anonymous = await fetch(url);
    expect({ status: anonymous.status, code: ((await anonymous.json()) as { code: number }).code }).toEqual({ status: 401, code: ERRORS.NOT_LOGGED_IN.code });
    const customer = tab();
    const login = await customer.call(passwordLogin, {
      loginName: person!.loginName,
      password: customer.secret(person!.password),
      captchaVerification: await passSliderCaptcha(server),
    });
    customer.setToken(login.token);
    expect((await fetch(url, { headers: { cookie: cookieOf(customer) } })).status).toBe(401);

    // The window's call: the owning tab only; another customer, another tab, no tab at all are refused.
    expect((await owner.download(chatImage, { uuid, imageId })).mime).toBe('image/png');
    expect((await failure(customer.download(chatImage, { uuid, imageId }))).code).toBe(ERRORS.CHAT_NOT_YOURS.code);
    expect((await failure(tab().download(chatImage, { uuid, imageId }))).code).toBe(ERRORS.CHAT_NOT_YOURS.code);
    const unsigned = await fetch(`${server.origin}/qjmh/api${chatImage.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uuid, imageId }),
    });
    expect(((await unsigned.json()) as { code: number }).code).toBe(ERRORS.UNKNOWN_KEY.code);
    // A picture of another conversation is not found through this one.
    const otherOwner = tab();
    const otherUuid = await connectedVisitor(otherOwner, `slider-pics-other-${Date.now()}`);
    expect((await failure(otherOwner.download(chatImage, { uuid: otherUuid, imageId }))).code).toBe(ERRORS.CHAT_IMAGE_NOT_FOUND.code);
  });
});
