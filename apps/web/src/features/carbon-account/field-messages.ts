import type * as z from 'zod/mini';

/** The first message of each top-level field a request breaks (the contract's rules); empty when it may go. */
export function fieldMessages(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const parsed = schema.safeParse(input);
  const out: Record<string, string> = {};
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}
