import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { establishConnection } from '@portal/contract/calls/customer-service/establish-connection';
import { searchAnswer } from '@portal/contract/calls/customer-service/search-answer';
import { deskAccept } from '@portal/contract/calls/desk/desk-accept';
import { deskSend } from '@portal/contract/calls/desk/desk-send';
import { deskSetStatus } from '@portal/contract/calls/desk/desk-set-status';
import { getChatSettings, saveChatSettings } from '@portal/contract/calls/operator/chat-settings';
import { ERRORS } from '@portal/contract/errors';
import { CHAT_MAX_POLLS } from '@portal/contract/limits';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTwoInstances } from './support/two-instances.ts';

/**
 * The customer's 3-second poll is answered from memory between changes and its counts are
 * written behind; with two instances behind a load balancer both must still hold: a change
 * made through one instance reaches polls on the other, and polls spread over both count once.
 */
let instances: Awaited<ReturnType<typeof startTwoInstances>>;
let agentOnB: BrowserSession;
let customerOnA: BrowserSession;
let customerOnB: BrowserSession;
const [agent, , operator] = DEMO_STAFF;

beforeAll(async () => {
  instances = await startTwoInstances();
  const { a, b } = instances;
  const operatorOnA = browserSession(a);
  await logInStaff(a, operatorOnA, operator!);
  const settings = await operatorOnA.call(getChatSettings, {});
  await operatorOnA.call(saveChatSettings, { ...settings, serviceHours: { start: '00:00', end: '24:00' } });
  agentOnB = browserSession(b);
  await logInStaff(b, agentOnB, agent!);
  // One customer tab whose requests the load balancer spreads over both instances: one key.
  customerOnA = browserSession(a);
  customerOnB = browserSession(b, undefined, {}, customerOnA.keyStore);
});
afterAll(() => instances.close());

const storedIdlePolls = async (uuid: string) => {
  const rows = await instances.shared.db.execute(sql`select idle_polls from chat_conversations where id = ${uuid}`);
  return Number((rows as unknown as { rows: Array<{ idle_polls: number }> }).rows[0]!.idle_polls);
};
const writeCounts = () => Promise.all([instances.a.app.chat.flushPollCounts(), instances.b.app.chat.flushPollCounts()]);

async function connect(n: number) {
  const reply = await customerOnA.call(establishConnection, { channelCode: '1', sessionNumber: `bot-two-${n}`, clientUid: `slider-two-${n}-${Date.now()}` });
  return reply.uuid!;
}

/** Polls on instance A until the conversation is in `state` (a change made through B). */
const pollOnAUntil = (uuid: string, state: string) =>
  vi.waitFor(
    async () => {
      const poll = await customerOnA.call(searchAnswer, { uuid, after: 0 });
      expect(poll.state).toBe(state);
      return poll;
    },
    { timeout: 2_000, interval: 20 },
  );

describe('customer polls on two instances', () => {
  it('see what an agent does through the other instance: the join, then each message', async () => {
    await agentOnB.call(deskSetStatus, { status: 'offline' });
    const uuid = await connect(1);
    expect((await customerOnA.call(searchAnswer, { uuid, after: 0 })).state).toBe('queued');
    await agentOnB.call(deskSetStatus, { status: 'online' });
    await agentOnB.call(deskAccept, { uuid });
    const joined = await pollOnAUntil(uuid, 'connected');
    expect(joined.agentName).toBe(agent!.displayName);
    // The conversation is the tab's on either instance: another tab is refused on B too.
    expect((await failure(browserSession(instances.b).call(searchAnswer, { uuid, after: 0 }))).code).toBe(ERRORS.CHAT_NOT_YOURS.code);
    const cursor = joined.list.at(-1)!.id;
    const sent = await agentOnB.call(deskSend, { uuid, text: '您好，我是二号实例上的坐席' });
    await vi.waitFor(async () => expect((await customerOnA.call(searchAnswer, { uuid, after: cursor })).list.map((m) => m.id)).toEqual([sent.id]), {
      timeout: 2_000,
      interval: 20,
    });
  });

  it('count once across both: the stored count is every idle poll, and the 60th ends the conversation', async () => {
    await agentOnB.call(deskSetStatus, { status: 'offline' });
    const uuid = await connect(2);
    // Polls every 3 s meet a write every second: each poll is written before the next comes.
    for (let i = 1; i < CHAT_MAX_POLLS; i++) {
      const tab = i % 2 === 0 ? customerOnB : customerOnA;
      expect((await tab.call(searchAnswer, { uuid, after: 0 })).state).toBe('queued');
      await writeCounts();
    }
    expect(await storedIdlePolls(uuid)).toBe(CHAT_MAX_POLLS - 1);
    await customerOnB.call(searchAnswer, { uuid, after: 0 });
    await writeCounts();
    const ended = await pollOnAUntil(uuid, 'ended');
    expect(ended).toMatchObject({ endedBy: 'system', endReason: 2 });
  });
});
