import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { staffAccounts, users } from './identity.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Customer-service settings operators edit (recommended functions, quick entries, service
 * hours, assignment rules): one JSON value per key.
 */
export const csSettings = pgTable('cs_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/**
 * An agent's presence on the desk. `online` agents receive conversations; an online agent
 * whose `lastActiveAt` is too old is moved to `away` by the server itself.
 */
export const chatAgents = pgTable('chat_agents', {
  staffId: text('staff_id')
    .primaryKey()
    .references(() => staffAccounts.id),
  /** online, away or offline. */
  status: text('status').notNull().default('offline'),
  maxConcurrent: smallint('max_concurrent').notNull().default(5),
  lastActiveAt: at('last_active_at').notNull().defaultNow(),
  statusChangedAt: at('status_changed_at').notNull().defaultNow(),
});

/**
 * One hand-over to a human: queued → assigned (offered to an agent) → connected → ended.
 * `id` is the `uuid` of §7 the customer's window holds; it is drawn by the server.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    /** 1 portal, 4 direct connection (§7 establishConnection). */
    channelCode: text('channel_code').notNull(),
    /** The assistant session the customer came from; its bot turns are the transcript. */
    sessionNumber: text('session_number').notNull(),
    /** `user:<id>` for a logged-in customer, `visitor:<client id>` otherwise: who "the same customer" is. */
    customerKey: text('customer_key').notNull(),
    userId: text('user_id').references(() => users.id),
    /**
     * A visitor's conversation belongs to the browser tab that opened it: the envelope key id its
     * calls are signed with (the captcha client id travels in clear and proves nothing).
     */
    visitorKeyId: text('visitor_key_id'),
    customerName: text('customer_name').notNull(),
    state: text('state').notNull(),
    agentId: text('agent_id').references(() => staffAccounts.id),
    queuedAt: at('queued_at').notNull().defaultNow(),
    assignedAt: at('assigned_at'),
    connectedAt: at('connected_at'),
    endedAt: at('ended_at'),
    /** agent, customer or system. */
    endedBy: text('ended_by'),
    /** 1 long silence, 2 connection timeout (§4), 3 customer left, 4 agent ended, 5 no agent. */
    endReason: smallint('end_reason'),
    /** Consecutive customer polls that brought no agent message (§4: 60 end the session). */
    idlePolls: integer('idle_polls').notNull().default(0),
    /** The customer's window last polled; a window closed without saying so stops polling. */
    lastPollAt: at('last_poll_at').notNull().defaultNow(),
    lastAgentMessageAt: at('last_agent_message_at'),
    /** Highest message id the agent has seen, for unread counts on the desk. */
    agentReadId: bigint('agent_read_id', { mode: 'number' }).notNull().default(0),
    transferNote: text('transfer_note'),
    transferredFrom: text('transferred_from').references(() => staffAccounts.id),
  },
  (t) => [
    index('chat_conversations_state_idx').on(t.state, t.queuedAt),
    index('chat_conversations_agent_idx').on(t.agentId, t.state),
    index('chat_conversations_customer_idx').on(t.customerKey, t.endedAt),
  ],
);

/** Messages of a human conversation, in id order; the customer polls for ids above its cursor. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    /** customer, agent or system. */
    sender: text('sender').notNull(),
    /** text, image, msgStart, msgEnd or notice. */
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    imageId: text('image_id'),
    agentId: text('agent_id').references(() => staffAccounts.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** Images exchanged in a human conversation, checked by content and re-encoded on arrival. */
export const chatImages = pgTable('chat_images', {
  id: text('id').primaryKey(),
  conversationId: text('conversation_id')
    .notNull()
    .references(() => chatConversations.id),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The customer's rating of a human conversation (§4 rating dialog), one per conversation. */
export const chatEvaluations = pgTable(
  'chat_evaluations',
  {
    conversationId: text('conversation_id')
      .primaryKey()
      .references(() => chatConversations.id),
    agentId: text('agent_id').references(() => staffAccounts.id),
    point: smallint('point').notNull(),
    reasons: text('reasons').array().notNull().default(sql`'{}'::text[]`),
    suggestion: text('suggestion').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_evaluations_agent_idx').on(t.agentId, t.createdAt)],
);

/** Messages customers leave outside the service hours, for agents to call back. */
export const chatLeftMessages = pgTable(
  'chat_left_messages',
  {
    id: text('id').primaryKey(),
    customerKey: text('customer_key').notNull(),
    userId: text('user_id').references(() => users.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    handledAt: at('handled_at'),
    handledBy: text('handled_by').references(() => staffAccounts.id),
  },
  (t) => [index('chat_left_messages_created_idx').on(t.createdAt)],
);
