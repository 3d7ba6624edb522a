import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { chatAgents, chatConversations, chatEvaluations, chatImages, chatLeftMessages, chatMessages } from '../../db/schema/chat.ts';
import { staffAccounts } from '../../db/schema/identity.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type AgentRow = typeof chatAgents.$inferSelect;

/** States in which a conversation still occupies the customer and, once assigned, an agent. */
export const LIVE_STATES = ['queued', 'assigned', 'connected'] as const;
export const HELD_STATES = ['assigned', 'connected'] as const;


export async function findConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  const rows = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return rows[0];
}

export async function findLiveByCustomer(db: Db, customerKey: string): Promise<ConversationRow | undefined> {
  const rows = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.customerKey, customerKey), inArray(chatConversations.state, [...LIVE_STATES])))
    .orderBy(desc(chatConversations.queuedAt))
    .limit(1);
  return rows[0];
}

/** A visitor's live conversation, opened by this tab (envelope key) for this browser (client id). */
export async function findLiveByTab(db: Db, customerKey: string, visitorKeyId: string): Promise<ConversationRow | undefined> {
  const rows = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.customerKey, customerKey),
        eq(chatConversations.visitorKeyId, visitorKeyId),
        inArray(chatConversations.state, [...LIVE_STATES]),
      ),
    )
    .orderBy(desc(chatConversations.queuedAt))
    .limit(1);
  return rows[0];
}

export async function insertConversation(db: Db, row: typeof chatConversations.$inferInsert): Promise<ConversationRow> {
  const rows = await db.insert(chatConversations).values(row).returning();
  return rows[0]!;
}

export async function insertMessage(db: Db, row: typeof chatMessages.$inferInsert): Promise<MessageRow> {
  const rows = await db.insert(chatMessages).values(row).returning();
  return rows[0]!;
}

/** Place in the queue: 1 for the oldest waiting conversation. */
export async function queuePosition(db: Db, queuedAt: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(chatConversations)
    .where(and(eq(chatConversations.state, 'queued'), lt(chatConversations.queuedAt, queuedAt)));
  return (rows[0]?.n ?? 0) + 1;
}

/** A conversation as the customer's poll reports it. */
export interface PollState {
  state: string;
  /** `idle_polls` as the database had it when read. */
  idlePolls: number;
  connected: boolean;
  position: number;
  agentName: string | null;
  endReason: number | null;
  endedBy: string | null;
  /** Whose conversation it is (never changes): checked on every poll, from the kept view. */
  userId: string | null;
  visitorKeyId: string | null;
}

/** What the poll reports of one conversation, with its queue place and agent's name; undefined when unknown. */
export async function pollState(db: Db, id: string): Promise<PollState | undefined> {
  const result = await db.execute(sql`
    select c.state, c.idle_polls, c.connected_at is not null as connected, c.end_reason, c.ended_by, c.user_id, c.visitor_key_id,
      case when c.state = 'queued'
        then (select count(*) + 1 from chat_conversations q where q.state = 'queued' and q.queued_at < c.queued_at)
        else 0 end as position,
      case when c.state in ('connected', 'ended') then (select s.display_name from staff_accounts s where s.id = c.agent_id) end as agent_name
    from chat_conversations c where c.id = ${id}`);
  const row = rowsOf<{
    state: string;
    idle_polls: number;
    connected: boolean;
    end_reason: number | null;
    ended_by: string | null;
    user_id: string | null;
    visitor_key_id: string | null;
    position: number | string;
    agent_name: string | null;
  }>(result)[0];
  if (!row) return undefined;
  return {
    state: row.state,
    idlePolls: Number(row.idle_polls),
    connected: row.connected,
    position: Number(row.position),
    agentName: row.agent_name,
    endReason: row.end_reason === null ? null : Number(row.end_reason),
    endedBy: row.ended_by,
    userId: row.user_id,
    visitorKeyId: row.visitor_key_id,
  };
}

/** The newest `limit` messages of the agent and the system in a conversation, in id order. */
export async function latestAnswerMessages(db: Db, conversationId: string, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), ne(chatMessages.sender, 'customer')))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/**
 * Writes the poll counts an instance kept since its last write, for many conversations in one
 * statement: a conversation whose poll brought an answer starts again from the polls after it,
 * the others add theirs. Returns the stored counts of the conversations still live.
 */
export async function addPollCounts(db: Db, counts: ReadonlyArray<{ id: string; reset: boolean; added: number }>): Promise<Map<string, number>> {
  if (counts.length === 0) return new Map();
  const values = sql.join(
    counts.map((c) => sql`(${c.id}::text, ${c.reset}::boolean, ${c.added}::integer)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update chat_conversations c
    set idle_polls = case when v.reset then v.added else c.idle_polls + v.added end, last_poll_at = now()
    from (values ${values}) as v(id, reset, added)
    where c.id = v.id and c.state <> 'ended'
    returning c.id, c.idle_polls`);
  return new Map(rowsOf<{ id: string; idle_polls: number }>(result).map((r) => [r.id, Number(r.idle_polls)]));
}

export async function messagesAfter(db: Db, conversationId: string, after: number, options: { withCustomer: boolean }): Promise<MessageRow[]> {
  const where: SQL[] = [eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, after)];
  if (!options.withCustomer) where.push(ne(chatMessages.sender, 'customer'));
  return db.select().from(chatMessages).where(and(...where)).orderBy(asc(chatMessages.id)).limit(500);
}

/**
 * Live conversations whose window stopped polling longer ago than `seconds`: the customer
 * closed the tab or lost the network without a word.
 */
export async function abandoned(db: Db, seconds: number): Promise<string[]> {
  const rows = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(inArray(chatConversations.state, [...LIVE_STATES]), lt(chatConversations.lastPollAt, sql`now() - make_interval(secs => ${seconds})`)))
    .limit(100);
  return rows.map((r) => r.id);
}

/** Ends a live conversation; undefined when it had already ended (someone else was first). */
export async function endConversation(db: Db, id: string, endedBy: 'agent' | 'customer' | 'system', reason: number) {
  const rows = await db
    .update(chatConversations)
    .set({ state: 'ended', endedAt: new Date(), endedBy, endReason: reason })
    .where(and(eq(chatConversations.id, id), ne(chatConversations.state, 'ended')))
    .returning();
  return rows[0];
}

export async function insertImage(db: Db, row: typeof chatImages.$inferInsert): Promise<void> {
  await db.insert(chatImages).values(row);
}

export async function findImage(db: Db, id: string) {
  const rows = await db
    .select({ mime: chatImages.mime, bytes: chatImages.bytes, conversationId: chatImages.conversationId })
    .from(chatImages)
    .where(eq(chatImages.id, id));
  return rows[0];
}

export async function findEvaluation(db: Db, conversationId: string) {
  const rows = await db.select().from(chatEvaluations).where(eq(chatEvaluations.conversationId, conversationId));
  return rows[0];
}

/** Stores a rating unless the conversation already has one; false when it had. */
export async function insertEvaluation(db: Db, row: typeof chatEvaluations.$inferInsert): Promise<boolean> {
  const rows = await db.insert(chatEvaluations).values(row).onConflictDoNothing().returning({ id: chatEvaluations.conversationId });
  return rows.length > 0;
}

export async function insertLeftMessage(db: Db, row: typeof chatLeftMessages.$inferInsert): Promise<void> {
  await db.insert(chatLeftMessages).values(row);
}

// Agents

/** The agent's desk row, created offline on first use. */
export async function ensureAgent(db: Db, staffId: string): Promise<AgentRow> {
  await db.insert(chatAgents).values({ staffId }).onConflictDoNothing();
  const rows = await db.select().from(chatAgents).where(eq(chatAgents.staffId, staffId));
  return rows[0]!;
}

/** The server's own record that the agent did something at the desk. */
export async function stampActivity(db: Db, staffId: string): Promise<void> {
  await db.update(chatAgents).set({ lastActiveAt: new Date() }).where(eq(chatAgents.staffId, staffId));
}

export async function setAgentStatus(db: Db, staffId: string, status: string): Promise<void> {
  await db.update(chatAgents).set({ status, statusChangedAt: new Date(), lastActiveAt: new Date() }).where(eq(chatAgents.staffId, staffId));
}

/** Conversations an agent holds now (offered or connected). */
export async function heldCount(db: Db, staffId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(chatConversations)
    .where(and(eq(chatConversations.agentId, staffId), inArray(chatConversations.state, [...HELD_STATES])));
  return rows[0]?.n ?? 0;
}

export async function queue(db: Db) {
  return db
    .select()
    .from(chatConversations)
    .where(inArray(chatConversations.state, ['queued', 'assigned']))
    .orderBy(asc(chatConversations.queuedAt))
    .limit(200);
}

export async function heldBy(db: Db, staffId: string) {
  return db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.agentId, staffId), inArray(chatConversations.state, [...HELD_STATES])))
    .orderBy(asc(chatConversations.queuedAt));
}

/** Latest message and unread customer messages of each conversation, for the desk's list. */
export async function conversationActivity(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { last: MessageRow | undefined; unread: number }>();
  const result = await db.execute(sql`
    select c.id,
      (select count(*) from chat_messages m where m.conversation_id = c.id and m.sender = 'customer' and m.id > c.agent_read_id) as unread,
      (select row_to_json(l) from (
        select m.id, m.kind, m.body, m.sender, m.created_at from chat_messages m
        where m.conversation_id = c.id order by m.id desc limit 1) l) as last
    from chat_conversations c where c.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const map = new Map<string, { last: MessageRow | undefined; unread: number }>();
  for (const row of rowsOf<{ id: string; unread: number | string; last: Record<string, unknown> | string | null }>(result)) {
    const raw = typeof row.last === 'string' ? (JSON.parse(row.last) as Record<string, unknown>) : row.last;
    const last = raw
      ? ({ id: Number(raw.id), kind: String(raw.kind), body: String(raw.body), sender: String(raw.sender), createdAt: new Date(String(raw.created_at)) } as MessageRow)
      : undefined;
    map.set(row.id, { last, unread: Number(row.unread) });
  }
  return map;
}

export async function markRead(db: Db, id: string, upTo: number): Promise<void> {
  await db
    .update(chatConversations)
    .set({ agentReadId: upTo })
    .where(and(eq(chatConversations.id, id), lt(chatConversations.agentReadId, upTo)));
}

/** Takes a waiting conversation for an agent; false when it was no longer waiting for them. */
export async function acceptConversation(db: Db, id: string, staffId: string): Promise<boolean> {
  const rows = await db
    .update(chatConversations)
    .set({ state: 'connected', agentId: staffId, connectedAt: new Date(), assignedAt: sql`coalesce(${chatConversations.assignedAt}, now())`, idlePolls: 0 })
    .where(
      and(
        eq(chatConversations.id, id),
        sql`(${chatConversations.state} = 'queued' or (${chatConversations.state} = 'assigned' and ${chatConversations.agentId} = ${staffId}))`,
      ),
    )
    .returning({ id: chatConversations.id });
  return rows.length > 0;
}

export async function transferConversation(db: Db, id: string, from: string, to: string, note: string): Promise<boolean> {
  const rows = await db
    .update(chatConversations)
    .set({ state: 'assigned', agentId: to, assignedAt: new Date(), transferredFrom: from, transferNote: note || null, idlePolls: 0 })
    .where(and(eq(chatConversations.id, id), eq(chatConversations.agentId, from), inArray(chatConversations.state, [...HELD_STATES])))
    .returning({ id: chatConversations.id });
  return rows.length > 0;
}

export async function agentsWithLoad(db: Db) {
  const result = await db.execute(sql`
    select s.id, s.login_name, s.display_name, coalesce(a.status, 'offline') as status, a.last_active_at,
      (select count(*) from chat_conversations c where c.agent_id = s.id and c.state in ('assigned', 'connected')) as held
    from staff_accounts s left join chat_agents a on a.staff_id = s.id
    where s.role = 'agent' and s.status = 'active'
    order by s.login_name`);
  return rowsOf<{ id: string; login_name: string; display_name: string; status: string; held: number | string }>(result).map((r) => ({
    id: r.id,
    loginName: r.login_name,
    displayName: r.display_name,
    status: r.status,
    held: Number(r.held),
  }));
}

export async function openLeftMessages(db: Db): Promise<number> {
  const rows = await db.select({ n: count() }).from(chatLeftMessages).where(isNull(chatLeftMessages.handledAt));
  return rows[0]?.n ?? 0;
}

export async function leftMessages(db: Db) {
  return db
    .select({
      id: chatLeftMessages.id,
      name: chatLeftMessages.name,
      phone: chatLeftMessages.phone,
      content: chatLeftMessages.content,
      createdAt: chatLeftMessages.createdAt,
      handledAt: chatLeftMessages.handledAt,
      handledBy: staffAccounts.displayName,
    })
    .from(chatLeftMessages)
    .leftJoin(staffAccounts, eq(staffAccounts.id, chatLeftMessages.handledBy))
    .orderBy(desc(chatLeftMessages.createdAt))
    .limit(200);
}

export async function handleLeftMessage(db: Db, id: string, staffId: string): Promise<void> {
  await db
    .update(chatLeftMessages)
    .set({ handledAt: new Date(), handledBy: staffId })
    .where(and(eq(chatLeftMessages.id, id), isNull(chatLeftMessages.handledAt)));
}
