import { sql } from 'drizzle-orm';
import type { DeskChange } from '@portal/contract/calls/desk/desk-events';
import type { Database } from '../../db/client.ts';

export const CHAT_CHANNEL = 'portal_chat_change';

/** A change as it travels between instances: the conversation's agent decides who hears it. */
export type ChatChange = DeskChange & { agentId?: string | null };

type Listener = (change: ChatChange) => void;

/**
 * The chat's change feed across server instances: a change is published with NOTIFY and every
 * instance (this one included) hands it to its open desk streams. A lost subscription is
 * reported as a queue change, which makes every desk fetch everything again.
 */
export async function createChatChanges(database: Database) {
  const listeners = new Set<Listener>();
  const publishing = new Set<Listener>();
  const emit = (change: ChatChange) => {
    for (const listener of listeners) listener(change);
  };
  const stop = await database.listen([CHAT_CHANNEL], {
    onNotify(_channel, payload) {
      try {
        emit(JSON.parse(payload) as ChatChange);
      } catch {
        emit({ scope: 'queue' });
      }
    },
    onReady: () => emit({ scope: 'queue' }),
    onLost: () => emit({ scope: 'queue' }),
  });
  return {
    async publish(change: ChatChange): Promise<void> {
      for (const listener of publishing) listener(change);
      await database.db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(change)})`);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Hears this instance's own changes as they are published, before any notice comes back. */
    onPublish(listener: Listener): void {
      publishing.add(listener);
    },
    stop,
  };
}

export type ChatChanges = Awaited<ReturnType<typeof createChatChanges>>;
