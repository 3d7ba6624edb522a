import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { chatImageIdOf } from '@portal/contract/calls/customer-service/chat-image';
import { establishConnection } from '@portal/contract/calls/customer-service/establish-connection';
import { staffResponse } from '@portal/contract/calls/customer-service/staff-response';
import { deskAccept } from '@portal/contract/calls/desk/desk-accept';
import { deskConversation } from '@portal/contract/calls/desk/desk-conversation';
import { deskEnd } from '@portal/contract/calls/desk/desk-end';
import { deskOverview } from '@portal/contract/calls/desk/desk-overview';
import { deskSend } from '@portal/contract/calls/desk/desk-send';
import { deskSendImage } from '@portal/contract/calls/desk/desk-send-image';
import { deskSetStatus } from '@portal/contract/calls/desk/desk-set-status';
import { deskTransfer } from '@portal/contract/calls/desk/desk-transfer';
import { getChatSettings, saveChatSettings } from '@portal/contract/calls/operator/chat-settings';
import { ERRORS } from '@portal/contract/errors';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { pngBytes } from './support/images.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 18 test hole: the agent desk's queue lists only waiting conversations and the agent's
 * own, and no desk call lets an agent see, read or act in another agent's conversation.
 */
let server: TestServer;
let ops: BrowserSession;
let one: BrowserSession;
let two: BrowserSession;
const [agentOne, agentTwo, operator] = DEMO_STAFF;

interface Customer {
  uuid: string;
  /** What the desk shows as the customer's name (访客 + the client id's last four). */
  name: string;
  /** What the customer wrote: unique, so it can be looked for in any reply. */
  said: string;
}
const customers: Customer[] = [];
/** What agent two wrote to their own customer. */
const agentTwoSaid = '二号坐席的私密答复 7f3a';
let agentTwoImageId = '';

beforeAll(async () => {
  server = await startTestServer();
  ops = browserSession(server);
  await logInStaff(server, ops, operator!);
  const settings = await ops.call(getChatSettings, {});
  // Two conversations per agent: each ends up holding one connected and one offered.
  await ops.call(saveChatSettings, { ...settings, serviceHours: { start: '00:00', end: '24:00' }, maxConcurrent: 2 });
  one = browserSession(server);
  await logInStaff(server, one, agentOne!);
  two = browserSession(server);
  await logInStaff(server, two, agentTwo!);
  await one.call(deskSetStatus, { status: 'offline' });
  await two.call(deskSetStatus, { status: 'offline' });

  // Six visitors, each in a tab of their own, all waiting while both agents are offline.
  for (let i = 1; i <= 6; i++) {
    const tab = browserSession(server);
    const clientUid = `slider-queue-${i}-${Date.now()}`;
    const reply = await tab.call(establishConnection, { channelCode: '1', sessionNumber: `bot-queue-${i}`, clientUid });
    const said = `第${i}位客户的问题 q${i}x${Date.now() % 10_000}`;
    await tab.call(staffResponse, { uuid: reply.uuid!, question: said, msgType: 'text' });
    customers.push({ uuid: reply.uuid!, name: `访客${clientUid.replace(/-/g, '').slice(-4).toUpperCase()}`, said });
  }
  // Agent one comes online and is offered customers 1 and 2, takes 1; agent two the same with 3 and 4.
  await one.call(deskSetStatus, { status: 'online' });
  await one.call(deskAccept, { uuid: customers[0]!.uuid });
  await two.call(deskSetStatus, { status: 'online' });
  await two.call(deskAccept, { uuid: customers[2]!.uuid });
  await two.call(deskSend, { uuid: customers[2]!.uuid, text: agentTwoSaid });
  const picture = await two.upload(deskSendImage, { uuid: customers[2]!.uuid }, [new File([pngBytes(10, 10)], 'p.png', { type: 'image/png' })]);
  agentTwoImageId = chatImageIdOf(picture.url)!;
}, 180_000);
afterAll(async () => {
  await server.app.database.db.execute(sql`update chat_conversations set state = 'ended', ended_at = now() where state <> 'ended'`);
  await server.close();
});

const uuids = (list: Array<{ uuid: string }>) => list.map((c) => c.uuid);

describe('the desk overview', () => {
  it('lists the waiting customers and the agent’s own, never another agent’s', async () => {
    const [c1, c2, c3, c4, c5, c6] = customers as [Customer, Customer, Customer, Customer, Customer, Customer];
    const mine = await one.call(deskOverview, {});
    // The agent's own: the one taken and the one offered (the desk shows the offer in the queue).
    expect(mine.conversations.map((c) => [c.uuid, c.customerName, c.state])).toEqual([
      [c1.uuid, c1.name, 'connected'],
      [c2.uuid, c2.name, 'assigned'],
    ]);
    expect(mine.conversations[0]!.lastMessage).toContain(agentOne!.displayName);
    // The queue: the offer to this agent, then the unassigned waiting customers, oldest first.
    expect(mine.queue.map((q) => [q.uuid, q.assignedToMe])).toEqual([
      [c2.uuid, true],
      [c5.uuid, false],
      [c6.uuid, false],
    ]);
    expect(mine.me).toMatchObject({ status: 'online', maxConcurrent: 2, active: 1 });
    // Nothing of agent two's customers anywhere in the reply: ids, names, what was said.
    const text = JSON.stringify(mine);
    for (const secret of [c3.uuid, c4.uuid, c3.name, c4.name, c3.said, c4.said, agentTwoSaid]) expect(text).not.toContain(secret);

    const theirs = await two.call(deskOverview, {});
    expect(uuids(theirs.conversations)).toEqual([c3.uuid, c4.uuid]);
    expect(theirs.queue.map((q) => [q.uuid, q.assignedToMe])).toEqual([
      [c4.uuid, true],
      [c5.uuid, false],
      [c6.uuid, false],
    ]);
    const theirText = JSON.stringify(theirs);
    for (const secret of [c1.uuid, c2.uuid, c1.name, c2.name, c1.said, c2.said]) expect(theirText).not.toContain(secret);
  });
});

describe('another agent’s conversation', () => {
  it('cannot be read, written in, ended, transferred or taken through the desk calls', async () => {
    const [, , c3, c4, c5] = customers as [Customer, Customer, Customer, Customer, Customer, Customer];
    const notYours = ERRORS.DESK_NOT_YOURS.code;
    // Held by agent two (connected), and offered to agent two (assigned): neither opens for agent one.
    for (const uuid of [c3.uuid, c4.uuid]) {
      expect((await failure(one.call(deskConversation, { uuid, after: 0 }))).code).toBe(notYours);
      expect((await failure(one.call(deskSend, { uuid, text: '我来替你回答' }))).code).toBe(notYours);
      expect((await failure(one.upload(deskSendImage, { uuid }, [new File([pngBytes(8, 8)], 'x.png', { type: 'image/png' })]))).code).toBe(notYours);
      expect((await failure(one.call(deskEnd, { uuid }))).code).toBe(notYours);
      expect((await failure(one.call(deskTransfer, { uuid, toLoginName: agentOne!.loginName, note: '' }))).code).toBe(notYours);
    }
    // Nor agent two's pictures by address.
    const cookieOf = (b: BrowserSession) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const pictureUrl = `${server.origin}/qjmh/chat-image/${agentTwoImageId}`;
    expect((await fetch(pictureUrl, { headers: { cookie: cookieOf(one) } })).status).toBe(403);
    expect((await fetch(pictureUrl, { headers: { cookie: cookieOf(two) } })).status).toBe(200);
    // A waiting customer is readable by any agent (any of them may take it).
    expect((await one.call(deskConversation, { uuid: c5.uuid, after: 0 })).messages.map((m) => m.body)).toEqual([c5.said]);

    // With room again, agent one still cannot take what agent two holds or was offered.
    await ops.call(saveChatSettings, { ...(await ops.call(getChatSettings, {})), maxConcurrent: 5 });
    await server.app.chat.assign();
    expect((await one.call(deskOverview, {})).me.maxConcurrent).toBe(5);
    for (const uuid of [c3.uuid, c4.uuid]) expect((await failure(one.call(deskAccept, { uuid }))).code).toBe(ERRORS.DESK_TAKEN.code);

    // Nothing agent one tried reached agent two's customers.
    const view = await two.call(deskConversation, { uuid: c3.uuid, after: 0 });
    expect(view.messages.map((m) => [m.sender, m.kind])).toEqual([
      ['customer', 'text'],
      ['system', 'msgStart'],
      ['agent', 'text'],
      ['agent', 'image'],
    ]);
    expect(view.summary).toMatchObject({ state: 'connected', agentName: agentTwo!.displayName });
    expect((await two.call(deskOverview, {})).queue.find((q) => q.uuid === c4.uuid)).toMatchObject({ assignedToMe: true });
  });
});
