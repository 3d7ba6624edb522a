import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** Any fixed number: the one lock under which assignment runs, across every instance. */
const ASSIGNMENT_LOCK = 72_150_401;


export interface AssignmentRules {
  maxConcurrent: number;
  agentIdleMinutes: number;
}

export interface AssignmentOutcome {
  /** Conversations offered to an agent now. */
  assigned: Array<{ id: string; agentId: string }>;
  /** Agents set away for being idle too long. */
  away: string[];
  /** Offers taken back from agents who are no longer online. */
  requeued: Array<{ id: string; agentId: string }>;
}

/**
 * One pass of the assignment rules (issue 4), serialised by an advisory lock so two instances
 * never hand the same customer to two agents:
 * 1. online agents idle longer than the rule are set away;
 * 2. offers to agents who are no longer online go back to the queue;
 * 3. waiting customers, oldest first, are offered to an online agent below the maximum:
 *    the agent who served this customer last when they can take them, else the least loaded
 *    (ties: the one online longest).
 */
export async function runAssignment(db: Db, rules: AssignmentRules): Promise<AssignmentOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ASSIGNMENT_LOCK})`);
    const away = rowsOf<{ staff_id: string }>(
      await tx.execute(sql`
        update chat_agents set status = 'away', status_changed_at = now()
        where status = 'online' and last_active_at < now() - make_interval(mins => ${rules.agentIdleMinutes})
        returning staff_id`),
    ).map((r) => r.staff_id);
    const requeued = rowsOf<{ id: string; agent_id: string }>(
      await tx.execute(sql`
        with offered as (
          select c.id, c.agent_id from chat_conversations c
          where c.state = 'assigned'
            and not exists (select 1 from chat_agents a where a.staff_id = c.agent_id and a.status = 'online')
          for update
        )
        update chat_conversations c set state = 'queued', agent_id = null, assigned_at = null
        from offered o where c.id = o.id
        returning c.id, o.agent_id`),
    ).map((r) => ({ id: r.id, agentId: r.agent_id }));

    const waiting = rowsOf<{ id: string; customer_key: string }>(
      await tx.execute(sql`select id, customer_key from chat_conversations where state = 'queued' order by queued_at limit 100`),
    );
    const assigned: AssignmentOutcome['assigned'] = [];
    if (waiting.length === 0) return { assigned, away, requeued };

    const agents = rowsOf<{ staff_id: string; since: Date | string; held: number | string }>(
      await tx.execute(sql`
        select a.staff_id, a.status_changed_at as since,
          (select count(*) from chat_conversations c where c.agent_id = a.staff_id and c.state in ('assigned', 'connected')) as held
        from chat_agents a where a.status = 'online'`),
    ).map((a) => ({ id: a.staff_id, since: new Date(a.since).getTime(), held: Number(a.held) }));

    for (const conversation of waiting) {
      const free = agents.filter((a) => a.held < rules.maxConcurrent);
      if (free.length === 0) break;
      const previous = rowsOf<{ agent_id: string }>(
        await tx.execute(sql`
          select agent_id from chat_conversations
          where customer_key = ${conversation.customer_key} and agent_id is not null and id <> ${conversation.id}
          order by queued_at desc limit 1`),
      )[0]?.agent_id;
      const pick = free.find((a) => a.id === previous) ?? [...free].sort((x, y) => x.held - y.held || x.since - y.since)[0]!;
      const taken = rowsOf<{ id: string }>(
        await tx.execute(sql`
          update chat_conversations set state = 'assigned', agent_id = ${pick.id}, assigned_at = now()
          where id = ${conversation.id} and state = 'queued' returning id`),
      );
      if (taken.length === 0) continue;
      pick.held++;
      assigned.push({ id: conversation.id, agentId: pick.id });
    }
    return { assigned, away, requeued };
  });
}
