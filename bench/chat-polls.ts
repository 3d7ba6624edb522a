import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { searchAnswer } from '@portal/contract/calls/customer-service/search-answer';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { chatConversations, chatMessages } from '../apps/server/src/db/schema/chat.ts';
import { seed } from '../apps/server/src/db/seed/seed.ts';
import { benchKey, sealedRequests, type BenchKey } from './sealed-requests.ts';

const BENCH_KEY_PREFIX = 'bench:';

/**
 * The bench's visitor tab: a handshake with a running portal, made before the conversations are
 * written, since a visitor's conversation answers only the tab that opened it (its key id).
 */
export const benchChatTab = (origin: string) => benchKey(origin);

/**
 * Live human conversations, one per connection, written before the portal starts: each is
 * connected to the demo agent and holds the agent's greeting, so every poll brings an answer
 * (and resets the idle count) as a customer's poll does while the agent talks. All belong to
 * the visitor tab `tab` (benchChatTab), whose key the polls are signed with.
 */
export async function seedBenchConversations(options: { dataDir: string; databaseUrl?: string | undefined }, count: number, tab: BenchKey) {
  const database = openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  await database.migrate();
  await seed(database.db, { demoAccounts: true });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    await database.db.insert(chatConversations).values({
      id,
      channelCode: '1',
      sessionNumber: `bench-${id}`,
      customerKey: `${BENCH_KEY_PREFIX}${id}`,
      customerName: `压测访客${i}`,
      visitorKeyId: tab.keyId,
      state: 'connected',
      agentId: 'staff-agent-01',
      connectedAt: new Date(),
    });
    await database.db.insert(chatMessages).values({ conversationId: id, sender: 'agent', kind: 'text', body: '您好，请问有什么可以帮您？', agentId: 'staff-agent-01' });
    ids.push(id);
  }
  await database.close();
  return ids;
}

/** Sealed searchAnswer polls of the tab spread over its conversations, one conversation per caller in turn. */
export function searchAnswerRequests(origin: string, conversations: string[], count: number, tab: BenchKey) {
  const [first, ...rest] = conversations.map((uuid) => ({ uuid, after: 0 }));
  return sealedRequests(origin, searchAnswer.path, first, count, rest, tab);
}

/** On PostgreSQL the bench writes into the configured database: take its conversations out again. */
export async function removeBenchConversations(databaseUrl: string) {
  const database = openDatabase({ dataDir: '', databaseUrl });
  await database.db.execute(sql`delete from chat_messages where conversation_id in (select id from chat_conversations where customer_key like 'bench:%')`);
  await database.db.execute(sql`delete from chat_conversations where customer_key like 'bench:%'`);
  await database.close();
}
