import { CHAT_HUMAN_FORBIDDEN_CHARS, CHAT_IMAGE_EXTENSIONS, CHAT_IMAGE_MAX_BYTES } from '../limits.ts';
import { CHAT_MESSAGES } from '../messages.ts';
import { hasAllowedExtension } from './media.ts';
import { check, VALID, type Validation } from './result.ts';

/** Empty means nothing but whitespace: a blank line is not a question. */
export function isChatTextEmpty(text: string): boolean {
  return text.trim() === '';
}

/** Human agents' console cannot take < > & (§5); the bot can. */
export function hasHumanForbiddenChars(text: string): boolean {
  return CHAT_HUMAN_FORBIDDEN_CHARS.some((c) => text.includes(c));
}

export function validateChatText(text: string, toHuman: boolean): Validation {
  if (isChatTextEmpty(text)) return check(false, CHAT_MESSAGES.emptyContent);
  if (toHuman && hasHumanForbiddenChars(text)) return check(false, CHAT_MESSAGES.humanForbiddenChars);
  return VALID;
}

/** An image for a human agent (§5): only while connected, allowed format, under 5 MB. */
export function validateChatImage(file: { name: string; size: number }, toHuman: boolean): Validation {
  if (!toHuman) return check(false, CHAT_MESSAGES.imageOnlyToHuman);
  if (!hasAllowedExtension(file.name, CHAT_IMAGE_EXTENSIONS)) return check(false, CHAT_MESSAGES.imageFormat);
  return check(file.size < CHAT_IMAGE_MAX_BYTES, CHAT_MESSAGES.imageTooLarge);
}
