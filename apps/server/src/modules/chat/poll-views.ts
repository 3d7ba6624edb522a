import type { Database } from '../../db/client.ts';
import type { ChatChange } from './changes.ts';
import * as repo from './repo.ts';
import type { MaybePromise } from '../../lib/maybe-promise.ts';

export const CHAT_POLL_CHANNEL = 'portal_chat_poll';

/** Entries are dropped on every change notice; the age limit only guards against a lost one. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 20_000;
/** The agent's and system's messages kept per conversation; a cursor older than these reads the database. */
const KEPT_MESSAGES = 200;

/** A conversation as its customer's poll reports it, between two changes. */
export interface PollView {
  state: repo.PollState;
  /** The agent's and the system's messages, in id order: the newest KEPT_MESSAGES of them. */
  messages: repo.MessageRow[];
  /** `messages` holds every one after this cursor (0: all of them); older cursors read the database. */
  coveredAfter: number;
}

/** A message that counts as an answer and so resets the customer's idle polls (§4). */
export const isAnswer = (m: repo.MessageRow) => m.sender === 'agent' || m.kind === 'msgStart';

/**
 * What the customers' 3-second polls read, kept in memory until the database says the
 * conversation changed: triggers announce every change of its state, agent or answers
 * (migration 0012), from any instance, and this instance's own writes drop their entries at
 * once. A window polling every 3 s is then answered without a read until something happens
 * in its conversation. While the change feed is down nothing is kept.
 */
export async function createPollViews(database: Database) {
  const db = database.db;
  const entries = new Map<string, { view: PollView; at: number }>();
  const loading = new Map<string, Promise<PollView | undefined>>();
  let ready = false;
  /** Bumped by every change: a read that started before a change must not be kept after it. */
  let epoch = 0;

  const forget = (id: string) => {
    epoch++;
    entries.delete(id);
    // A read under way started before the change: later polls must not share its answer.
    loading.delete(id);
  };
  /** Queue places moved: every waiting conversation's view is out of date. */
  const forgetQueued = () => {
    epoch++;
    for (const [id, { view }] of entries) if (view.state.state === 'queued') entries.delete(id);
    loading.clear();
  };
  const forgetAll = () => {
    epoch++;
    entries.clear();
    loading.clear();
  };

  const stop = await database.listen([CHAT_POLL_CHANNEL], {
    onNotify(_channel, payload) {
      const [id, queue] = payload.split(':');
      if (id) forget(id);
      if (queue) forgetQueued();
    },
    onReady() {
      forgetAll();
      ready = true;
    },
    onLost() {
      ready = false;
      forgetAll();
    },
  });

  async function load(id: string): Promise<PollView | undefined> {
    const startedAt = epoch;
    const state = await repo.pollState(db, id);
    if (!state) return undefined;
    const latest = await repo.latestAnswerMessages(db, id, KEPT_MESSAGES + 1);
    const view: PollView =
      latest.length <= KEPT_MESSAGES
        ? { state, messages: latest, coveredAfter: 0 }
        : { state, messages: latest.slice(1), coveredAfter: latest[0]!.id };
    if (ready && startedAt === epoch) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(id, { view, at: Date.now() });
    }
    return view;
  }

  return {
    /** The conversation's view, at once when kept; undefined for an unknown conversation. */
    read(id: string): MaybePromise<PollView | undefined> {
      const kept = entries.get(id);
      if (kept && Date.now() - kept.at < MAX_AGE_MS) return kept.view;
      let pending = loading.get(id);
      if (!pending) {
        const started = load(id).finally(() => {
          if (loading.get(id) === started) loading.delete(id);
        });
        pending = started;
        loading.set(id, pending);
      }
      return pending;
    },

    /** The view's messages after a poll's cursor, from the database when the cursor is older than those kept. */
    messagesAfter(id: string, view: PollView, after: number): MaybePromise<repo.MessageRow[]> {
      if (after >= view.coveredAfter) return view.messages.filter((m) => m.id > after);
      return repo.messagesAfter(db, id, after, { withCustomer: false });
    },

    /** For changes this instance publishes, so its own next poll never waits for the notice. */
    applyChange(change: ChatChange) {
      if (change.scope === 'conversation' && change.uuid) forget(change.uuid);
      else if (change.scope === 'queue') forgetQueued();
    },

    forget,

    async stop() {
      // The database may already be closing; a subscription on it ends with it either way.
      await stop().catch(() => {});
    },
  };
}

export type PollViews = Awaited<ReturnType<typeof createPollViews>>;
