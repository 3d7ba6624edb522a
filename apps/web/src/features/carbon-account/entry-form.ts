import type { CallRequest } from '@portal/contract/call';
import { saveCarbideEmission } from '@portal/contract/calls/carbon/calls';

/** The entry form as typed (bad input stays in the form). */
export interface EntryValues {
  month: string;
  source: string;
  quantity: string;
  note: string;
}

export type EntryField = 'month' | 'source' | 'quantity' | 'note';
export type EntryMessages = Partial<Record<EntryField, string>>;

const FIELDS: readonly EntryField[] = ['month', 'source', 'quantity', 'note'];

/** The field a request path (or a server error's field) belongs to; null for none of the form's. */
export function entryFieldOf(path: string | undefined): EntryField | null {
  const head = path?.split('.')[0];
  return (FIELDS as readonly string[]).includes(head ?? '') ? (head as EntryField) : null;
}

/** The request as typed; `checkEntry` (the contract's rules) has passed it before it is sent. */
export function entryRequest(v: EntryValues): CallRequest<typeof saveCarbideEmission> {
  return { month: v.month.trim(), source: v.source as CallRequest<typeof saveCarbideEmission>['source'], quantity: v.quantity.trim(), ...(v.note.trim() ? { note: v.note.trim() } : {}) };
}

/** The contract's rules (the server runs the same), the first message of each field; empty when it may go. */
export function checkEntry(v: EntryValues): EntryMessages {
  const parsed = saveCarbideEmission.request.safeParse(entryRequest(v));
  const messages: EntryMessages = {};
  if (parsed.success) return messages;
  for (const issue of parsed.error.issues) {
    const field = entryFieldOf(issue.path.map(String).join('.'));
    if (field && !messages[field]) messages[field] = issue.message;
  }
  return messages;
}
