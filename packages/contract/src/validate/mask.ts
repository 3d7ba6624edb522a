import { MASK_CHAR, MASK_HEAD, MASK_TAIL } from '../limits.ts';

/**
 * Masks the middle of a value (account, phone, ID number, name), keeping `head` characters at
 * the start and `tail` at the end, one `*` per hidden character so the length is preserved.
 * Counts code points, so Chinese names and astral characters are never split.
 *
 * Short values: when nothing would be hidden (length <= head + tail) the visible parts shrink
 * so that at least one character is masked, tail first, the rest split evenly:
 * `1234567` -> `123*567`, `张三` -> `张*`, `A` -> `*`. A masked value never shows in full.
 */
export function mask(
  value: string,
  head: number = MASK_HEAD,
  tail: number = MASK_TAIL,
  char: string = MASK_CHAR,
): string {
  const chars = Array.from(value);
  const n = chars.length;
  if (n === 0) return '';
  let keepHead = Math.max(0, Math.floor(head));
  let keepTail = Math.max(0, Math.floor(tail));
  if (keepHead + keepTail >= n) {
    const visible = n - 1;
    keepTail = Math.min(keepTail, Math.floor(visible / 2));
    keepHead = Math.min(keepHead, visible - keepTail);
  }
  const hidden = n - keepHead - keepTail;
  return chars.slice(0, keepHead).join('') + char.repeat(hidden) + chars.slice(n - keepTail).join('');
}
