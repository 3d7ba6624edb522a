/**
 * What a maker-checker change records (issue 23): `payload` is what the operation sets,
 * `previous` the staff user's state before it took effect, so an approved change can be rolled
 * back to exactly that state. The row part is taken at submission (an add shows DX, a delete DS
 * from then on), the bindings at approval (the director may bind accounts meanwhile).
 */
export interface BindingSnapshot {
  accountNo: string;
  note: string;
  boundBy: string;
}

export interface Previous {
  /** Whether the staff user had a row before (an add of someone never staff: false). */
  exists: boolean;
  userName?: string;
  userState?: string;
  /** Bindings right before approval. */
  accounts?: BindingSnapshot[];
  /** Replace: the receiving staff user's bindings right before approval. */
  replaceAccounts?: BindingSnapshot[];
}

export interface Payload {
  userName?: string;
  userState?: 'YX' | 'WX';
  replaceUserId?: string;
  rejectReason?: string;
}

export function parseJson<T>(text: string): T {
  return JSON.parse(text) as T;
}
