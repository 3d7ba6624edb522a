import type { StatementRow } from './repo.ts';
import type { StatementHeader, StatementSection } from './statement-model.ts';

/**
 * The messages between the statement renderer (render-pool.ts, on the thread that answers calls)
 * and its threads (render-worker.ts). Rows stay where the database is: a thread asks for each
 * batch (`pull`) when its writer wants it, and is given output room (`room`) as the reply takes
 * its bytes, so a slow client or a 200,000-row export holds about one batch and one window.
 */

export type RenderKind = 'pdf' | 'xlsx';

/** A section without its rows: what a thread needs before the first batch. */
export type SectionHead = Omit<StatementSection, 'rows'>;

export type ToThread =
  | { type: 'start'; job: number; kind: RenderKind; header: StatementHeader; sections: SectionHead[]; title: string }
  /** The next batch of a section's rows, or null when it has no more. */
  | { type: 'rows'; job: number; section: number; batch: StatementRow[] | null }
  /** The reply passed on this many more bytes. */
  | { type: 'room'; job: number; bytes: number }
  /** The client went away, or the rows could not be read: stop writing. */
  | { type: 'cancel'; job: number };

export type FromThread =
  | { type: 'pull'; job: number; section: number }
  | { type: 'chunk'; job: number; chunk: Uint8Array }
  | { type: 'end'; job: number }
  | { type: 'error'; job: number; message: string };

/** Bytes a thread may send ahead of what the reply passed on. */
export const OUTPUT_WINDOW = 1 << 20;
