import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { establishConnection } from '@portal/contract/calls/customer-service/establish-connection';
import { searchAnswer } from '@portal/contract/calls/customer-service/search-answer';
import { staffResponse } from '@portal/contract/calls/customer-service/staff-response';
import { deskAccept } from '@portal/contract/calls/desk/desk-accept';
import { deskConversation } from '@portal/contract/calls/desk/desk-conversation';
import { DESK_EVENTS_PATH } from '@portal/contract/calls/desk/desk-events';
import { deskSend } from '@portal/contract/calls/desk/desk-send';
import { deskSetStatus } from '@portal/contract/calls/desk/desk-set-status';
import { getChatSettings, saveChatSettings } from '@portal/contract/calls/operator/chat-settings';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { createEnvelopeClient } from '@portal/contract/envelope/client';
import { jsCipher } from '@portal/contract/envelope/cipher';
import { API_PREFIX, seal } from '@portal/contract/envelope/protocol';
import { ERRORS } from '@portal/contract/errors';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { logInStaff } from './support/staff-login.ts';
import { stampedHeaders } from './support/stamped-headers.ts';
import type { TestServer } from './support/test-app.ts';
import { startTwoInstances } from './support/two-instances.ts';

/**
 * Two instances on one PostgreSQL database, as behind a load balancer (issue 19), on PostgreSQL
 * even when the rest of the suite runs on PGlite: an embedded database belongs to one process,
 * so only PostgreSQL can show what N instances share. Covered elsewhere on two instances: a
 * page published on one is served by the other at once (console-cache.test.ts), an agent's
 * join and messages reach the customer's poll on the other instance and the polls of one
 * conversation count once across both (chat-polls.test.ts), an SM2 key rotation reaches every
 * instance (sm2-rotation.test.ts). Connections cut under load: pg-restart.test.ts; one
 * instance restarted under a constant load of polls: multi-instance-rolling.test.ts.
 */
let pair: Awaited<ReturnType<typeof startTwoInstances>>;
beforeAll(async () => {
  pair = await startTwoInstances({ postgres: true });
});
afterAll(() => pair.close());

describe('a sealed call replayed on the other instance', () => {
  let key: { keyId: string; keyHex: string };
  beforeAll(async () => {
    key = await createEnvelopeClient({ baseUrl: pair.a.origin, appId: 'replay-test' }).handshake();
  });

  /** The same request bytes (stamp, nonce, signature, body) sent to `server`; the reply's code. */
  async function send(server: TestServer, request: { url: string; init: RequestInit }): Promise<number> {
    const res = await fetch(server.origin + request.url, request.init);
    return ((await res.json()) as { code: number }).code;
  }

  it('is refused: the nonce one instance accepted is spent on every instance', async () => {
    const url = API_PREFIX + getPageData.path;
    const body = JSON.stringify(seal(jsCipher, key.keyHex, { pageCode: 'index' }));
    const captured = { url, init: { method: 'POST', headers: stampedHeaders(key, 'POST', url, body, { nonce: randomUUID() }), body } };
    expect(await send(pair.a, captured)).toBe(200);
    expect(await send(pair.b, captured)).toBe(ERRORS.REPLAYED_NONCE.code);
    expect(await send(pair.a, captured)).toBe(ERRORS.REPLAYED_NONCE.code);
  });

  it('is refused for the polls answered before Fastify too', async () => {
    const url = API_PREFIX + getUserStatus.path;
    const captured = { url, init: { headers: stampedHeaders(key, 'GET', url, '', { nonce: randomUUID() }) } };
    expect(await send(pair.b, captured)).not.toBe(ERRORS.REPLAYED_NONCE.code);
    expect(await send(pair.a, captured)).toBe(ERRORS.REPLAYED_NONCE.code);
  });
});

/** The change events an agent's desk hears on `server`, as the desk's EventSource reads them. */
async function deskEvents(server: TestServer, agent: BrowserSession) {
  const controller = new AbortController();
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(server.origin + API_PREFIX + DESK_EVENTS_PATH, { headers: { cookie }, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  return {
    /** Resolves once an event says `needle` (a conversation's uuid, or `"queue"`); fails after 5 s. */
    async heard(needle: string): Promise<void> {
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no desk event with ${needle}: ${text}`)), 5_000).unref());
      while (!text.includes(`"${needle}"`)) {
        const { value, done } = await Promise.race([reader.read(), timeout]);
        if (done) throw new Error('the desk stream ended');
        text += value;
      }
      text = '';
    },
    close: () => controller.abort(),
  };
}

describe('a customer on one instance and an agent on the other', () => {
  it('are handed over and talk both ways: each hears the other through their own instance', async () => {
    const [agent, , operator] = DEMO_STAFF;
    const operatorOnA = browserSession(pair.a);
    await logInStaff(pair.a, operatorOnA, operator!);
    const settings = await operatorOnA.call(getChatSettings, {});
    await operatorOnA.call(saveChatSettings, { ...settings, serviceHours: { start: '00:00', end: '24:00' } });
    const agentOnB = browserSession(pair.b);
    await logInStaff(pair.b, agentOnB, agent!);
    await agentOnB.call(deskSetStatus, { status: 'offline' });
    const events = await deskEvents(pair.b, agentOnB);
    try {
      const customerOnA = browserSession(pair.a);
      const { uuid } = await customerOnA.call(establishConnection, { channelCode: '1', sessionNumber: 'multi-instance-1', clientUid: `slider-multi-${Date.now()}` });
      await events.heard('queue');
      // Written on A while waiting: the agent hears of it on B and reads it on taking the conversation.
      const waiting = await customerOnA.call(staffResponse, { uuid: uuid!, question: '排队时留下的问题', msgType: 'text' });
      await events.heard(uuid!);
      await agentOnB.call(deskSetStatus, { status: 'online' });
      await agentOnB.call(deskAccept, { uuid: uuid! });
      expect((await customerOnA.call(searchAnswer, { uuid: uuid!, after: 0 })).state).toBe('connected');

      const sent = await customerOnA.call(staffResponse, { uuid: uuid!, question: '一号实例上的客户在问', msgType: 'text' });
      await events.heard(uuid!);
      const seen = await agentOnB.call(deskConversation, { uuid: uuid!, after: 0 });
      const fromCustomer = seen.messages.filter((m) => m.sender === 'customer').map((m) => [m.id, m.body]);
      expect(fromCustomer).toEqual([
        [waiting.id, '排队时留下的问题'],
        [sent.id, '一号实例上的客户在问'],
      ]);
      // And back: the agent's answer on B reaches the customer's poll on A.
      const answer = await agentOnB.call(deskSend, { uuid: uuid!, text: '二号实例上的坐席答复' });
      await vi.waitFor(async () => expect((await customerOnA.call(searchAnswer, { uuid: uuid!, after: sent.id })).list.map((m) => m.message)).toContain('二号实例上的坐席答复'), {
        timeout: 2_000,
        interval: 20,
      });
      expect(answer.id).toBeGreaterThan(sent.id);
    } finally {
      events.close();
    }
  });
});
