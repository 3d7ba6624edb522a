import { sql, type SQL } from 'drizzle-orm';
import type { ConversationSummary } from '@portal/contract/calls/desk/fields';
import type { Db } from '../../db/client.ts';
import { isoTime, isoTimeOrNull } from '../../lib/iso-time.ts';
import { rowsOf } from '../../db/rows.ts';
import type { ConversationRow } from './repo.ts';


export interface HistoryQuery {
  keyword: string;
  from: string;
  to: string;
  pageNo: number;
  pageSize: number;
}

interface SummaryRow {
  id: string;
  customer_name: string;
  agent_name: string | null;
  state: string;
  queued_at: Date | string;
  connected_at: Date | string | null;
  ended_at: Date | string | null;
  ended_by: string | null;
  end_reason: number | null;
  point: number | null;
}

function toSummary(r: SummaryRow): ConversationSummary {
  return {
    uuid: r.id,
    customerName: r.customer_name,
    agentName: r.agent_name,
    state: r.state as ConversationSummary['state'],
    queuedAt: isoTime(r.queued_at),
    connectedAt: isoTimeOrNull(r.connected_at),
    endedAt: isoTimeOrNull(r.ended_at),
    endedBy: r.ended_by as ConversationSummary['endedBy'],
    endReason: r.end_reason === null ? null : Number(r.end_reason),
    point: r.point === null ? null : Number(r.point),
  };
}

const SUMMARY_COLUMNS = sql`c.id, c.customer_name, s.display_name as agent_name, c.state, c.queued_at, c.connected_at,
  c.ended_at, c.ended_by, c.end_reason, e.point`;
const SUMMARY_FROM = sql`chat_conversations c
  left join staff_accounts s on s.id = c.agent_id
  left join chat_evaluations e on e.conversation_id = c.id`;

export async function summary(db: Db, conversation: ConversationRow): Promise<ConversationSummary> {
  const rows = rowsOf<SummaryRow>(await db.execute(sql`select ${SUMMARY_COLUMNS} from ${SUMMARY_FROM} where c.id = ${conversation.id}`));
  return toSummary(rows[0]!);
}

export async function previousCount(db: Db, conversation: ConversationRow): Promise<number> {
  const rows = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*) as n from chat_conversations
      where customer_key = ${conversation.customerKey} and queued_at < ${conversation.queuedAt.toISOString()}`),
  );
  return Number(rows[0]?.n ?? 0);
}

/** Whether the agent took part in the conversation (held it, transferred it, or wrote in it). */
export async function servedBy(db: Db, uuid: string, agentId: string): Promise<boolean> {
  const rows = rowsOf<{ yes: boolean }>(
    await db.execute(sql`select exists (
      select 1 from chat_conversations c where c.id = ${uuid} and (c.agent_id = ${agentId} or c.transferred_from = ${agentId})
      union all
      select 1 from chat_messages m where m.conversation_id = ${uuid} and m.agent_id = ${agentId}) as yes`),
  );
  return Boolean(rows[0]?.yes);
}

/** A China-time day as the instant it starts. */
const dayStart = (day: string) => `${day}T00:00:00+08:00`;
const nextDayStart = (day: string) => new Date(new Date(dayStart(day)).getTime() + 86_400_000).toISOString();

/** Ended conversations, newest first: an agent's own (agentId) or everyone's (null). */
export async function search(db: Db, agentId: string | null, q: HistoryQuery) {
  const where: SQL[] = [sql`c.state = 'ended'`];
  if (agentId) {
    where.push(sql`(c.agent_id = ${agentId} or c.transferred_from = ${agentId}
      or exists (select 1 from chat_messages m where m.conversation_id = c.id and m.agent_id = ${agentId}))`);
  }
  if (q.from) where.push(sql`c.queued_at >= ${dayStart(q.from)}`);
  if (q.to) where.push(sql`c.queued_at < ${nextDayStart(q.to)}`);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(c.customer_name ilike ${like} or exists (
      select 1 from chat_messages m where m.conversation_id = c.id and m.kind = 'text' and m.body ilike ${like}))`);
  }
  const condition = sql.join(where, sql` and `);
  const total = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from chat_conversations c where ${condition}`))[0]?.n ?? 0;
  const rows = rowsOf<SummaryRow>(
    await db.execute(sql`select ${SUMMARY_COLUMNS} from ${SUMMARY_FROM} where ${condition}
      order by c.queued_at desc limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
  );
  return { total: Number(total), items: rows.map(toSummary) };
}

function intArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/** Ratings per agent over a China-time day range of conversation ends (operators' view). */
export async function ratingsPerAgent(db: Db, from: string, to: string, reasonName: (uri: string) => string) {
  const range: SQL[] = [sql`c.state = 'ended'`];
  if (from) range.push(sql`c.ended_at >= ${dayStart(from)}`);
  if (to) range.push(sql`c.ended_at < ${nextDayStart(to)}`);
  const inRange = sql.join(range, sql` and `);
  const agents = rowsOf<{
    id: string;
    login_name: string;
    display_name: string;
    conversations: number | string;
    rated: number | string;
    average: number | string | null;
    stars: number[] | string;
  }>(
    await db.execute(sql`
      select s.id, s.login_name, s.display_name,
        count(c.id) filter (where c.connected_at is not null) as conversations,
        count(e.point) as rated,
        avg(e.point)::float8 as average,
        array[
          count(*) filter (where e.point = 1), count(*) filter (where e.point = 2), count(*) filter (where e.point = 3),
          count(*) filter (where e.point = 4), count(*) filter (where e.point = 5)
        ]::int[] as stars
      from staff_accounts s
      left join chat_conversations c on c.agent_id = s.id and ${inRange}
      left join chat_evaluations e on e.conversation_id = c.id
      where s.role = 'agent'
      group by s.id, s.login_name, s.display_name
      order by s.login_name`),
  );
  const reasons = rowsOf<{ agent_id: string; uri: string; n: number | string }>(
    await db.execute(sql`
      select e.agent_id, r.uri, count(*) as n
      from chat_evaluations e join chat_conversations c on c.id = e.conversation_id
      cross join lateral unnest(e.reasons) as r(uri)
      where ${inRange}
      group by e.agent_id, r.uri
      order by n desc`),
  );
  return agents.map((a) => ({
    loginName: a.login_name,
    displayName: a.display_name,
    conversations: Number(a.conversations),
    rated: Number(a.rated),
    average: a.average === null ? null : Math.round(Number(a.average) * 100) / 100,
    stars: intArray(a.stars),
    reasons: reasons.filter((r) => r.agent_id === a.id).map((r) => ({ name: reasonName(r.uri), count: Number(r.n) })),
  }));
}
