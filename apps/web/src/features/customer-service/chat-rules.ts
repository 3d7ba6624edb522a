import { CHAT_EXIT_WORDS } from '@portal/contract/codes';
import { ZChatText, ZHumanChatText } from '@portal/contract/calls/customer-service/fields';
import { CHAT_IMAGE_EXTENSIONS, CHAT_IMAGE_MAX_BYTES, RELATED_QUESTION_BATCH_SIZE } from '@portal/contract/limits';
import { CHAT_MESSAGES } from '@portal/contract/messages';

/**
 * The chat rules of §5 the window checks before anything is sent; the server checks the same
 * ones (the text schemas come from the contract).
 */

/** Typed to a human agent, `Q` or `exit` (any case, spaces around) ends the conversation (§4). */
export function isExitCommand(text: string): boolean {
  const word = text.trim().toLowerCase();
  return CHAT_EXIT_WORDS.some((w) => w.toLowerCase() === word);
}

/**
 * What is wrong with a message before it is sent, or null: empty, too long, and for a human
 * agent the forbidden `< > &` characters (§5 Chat).
 */
export function chatTextError(text: string, toHuman: boolean): string | null {
  const result = (toHuman ? ZHumanChatText : ZChatText).safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? CHAT_MESSAGES.emptyContent);
}

/** The extension of a file name, lower case, without the dot ('' when none). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * What is wrong with a picture for the agent (§5): png, jpg, jpeg, bmp or gif, under 5 MB.
 * The server checks the content again; this check only spares a useless upload.
 */
export function chatImageError(file: { name: string; size: number }): string | null {
  if (!(CHAT_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return CHAT_MESSAGES.imageFormat;
  if (file.size >= CHAT_IMAGE_MAX_BYTES) return CHAT_MESSAGES.imageTooLarge;
  return null;
}

/** The `accept` attribute of the picture chooser. */
export const CHAT_IMAGE_ACCEPT = CHAT_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** How many batches a list of related questions makes. */
export function batchCount(total: number, size = RELATED_QUESTION_BATCH_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The questions of batch `batch` (换一批 steps through them and starts over after the last). */
export function batchOf<T>(list: readonly T[], batch: number, size = RELATED_QUESTION_BATCH_SIZE): T[] {
  const start = (batch % batchCount(list.length, size)) * size;
  return list.slice(start, start + size);
}

export function nextBatch(batch: number, total: number, size = RELATED_QUESTION_BATCH_SIZE): number {
  return (batch + 1) % batchCount(total, size);
}

/** One of the three waiting phrases of the typing indicator (§4). */
export function waitingPhrase(random: () => number = Math.random): string {
  const phrases = CHAT_MESSAGES.waitingPhrases;
  return phrases[Math.min(phrases.length - 1, Math.floor(random() * phrases.length))]!;
}

/** The dots of the typing indicator after `step` ticks: '.', '..', '...', then again. */
export function typingDots(step: number): string {
  return '.'.repeat((step % 3) + 1);
}

/** An address from the server that an `<img>` may load: a site path or http(s). */
export function isImageAddress(src: string): boolean {
  return /^\/(?!\/)/.test(src) || /^https?:\/\//i.test(src);
}
