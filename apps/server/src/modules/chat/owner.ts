import { AppError } from '../../errors.ts';
import { andThen, type MaybePromise } from '../../lib/maybe-promise.ts';

/** Whose a conversation is: a logged-in customer's (`userId`), or a visitor tab's (`visitorKeyId`). */
export interface ConversationOwner {
  userId: string | null;
  visitorKeyId: string | null;
}

/**
 * Who calls on a conversation: the envelope key the call was signed with (one browser tab's
 * handshake; only that tab holds the key), and the logged-in customer when one is needed.
 */
export interface ChatCaller {
  keyId: string;
  /** The caller's live customer session's user, or null; read only for a customer's conversation. */
  userId(): MaybePromise<string | null>;
}

const notYours = () => new AppError('CHAT_NOT_YOURS');

/**
 * Refuses (CHAT_NOT_YOURS) anyone but the conversation's customer: the logged-in user it belongs
 * to, or, for a visitor, the tab that opened it. The captcha client id a visitor also sends is
 * no proof: it travels in clear on the unsealed captcha calls. A visitor's check is a comparison
 * in memory, so the poll answered from memory stays so; a conversation bound to nobody (made
 * before tabs were recorded) is nobody's.
 */
export function checkOwner(owner: ConversationOwner, caller: ChatCaller): MaybePromise<void> {
  if (owner.userId) {
    const user = owner.userId;
    return andThen(caller.userId(), (id) => {
      if (id !== user) throw notYours();
    });
  }
  if (owner.visitorKeyId === null || owner.visitorKeyId !== caller.keyId) throw notYours();
  return undefined;
}
