/**
 * A user's search text inside a LIKE / ILIKE pattern: `%`, `_` and `\` match themselves, not any
 * text (backslash is PostgreSQL's default LIKE escape character).
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
