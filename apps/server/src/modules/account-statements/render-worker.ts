/**
 * A statement-rendering thread (render-pool.ts starts it): runs the same writers as the main
 * thread would (pdf-statement.ts, xlsx-statement.ts), so the files are byte for byte the same,
 * with rows asked of the main thread batch by batch and output sent back within a window.
 * Several jobs share a thread: one waiting for rows or for its client leaves the thread to others.
 */
import type { Readable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import { pdfStatement } from './pdf-statement.ts';
import type { StatementRow } from './repo.ts';
import { OUTPUT_WINDOW, type FromThread, type ToThread } from './render-protocol.ts';
import type { StatementSection } from './statement-model.ts';
import { xlsxStatement } from './xlsx-statement.ts';

interface Job {
  stream?: Readable;
  /** The pull waiting for its batch (a writer reads one section at a time). */
  waiting?: (batch: StatementRow[] | null) => void;
  /** Bytes sent and not yet passed on by the reply. */
  ahead: number;
  roomMade?: () => void;
  cancelled: boolean;
}

const port = parentPort!;
const jobs = new Map<number, Job>();
const send = (message: FromThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

async function run(message: Extract<ToThread, { type: 'start' }>): Promise<void> {
  const { job: id } = message;
  const sections: StatementSection[] = message.sections.map((head, section) => ({
    ...head,
    rows: async function* () {
      for (;;) {
        const job = jobs.get(id);
        if (!job || job.cancelled) return;
        const batch = await new Promise<StatementRow[] | null>((resolve) => {
          job.waiting = resolve;
          send({ type: 'pull', job: id, section });
        });
        if (batch === null) return;
        yield batch;
      }
    },
  }));
  // Known before the writer starts: it asks for the first batch at once.
  const job: Job = { ahead: 0, cancelled: false };
  jobs.set(id, job);
  const stream = message.kind === 'pdf' ? pdfStatement(message.header, sections, message.title) : xlsxStatement(message.header, sections);
  job.stream = stream;
  try {
    for await (const piece of stream as AsyncIterable<Buffer>) {
      if (job.cancelled) return;
      // A copy the size of the piece: a Buffer may be a view into a larger shared pool.
      const chunk = new Uint8Array(piece);
      send({ type: 'chunk', job: id, chunk }, [chunk.buffer]);
      job.ahead += chunk.byteLength;
      while (job.ahead > OUTPUT_WINDOW && !job.cancelled) await new Promise<void>((resolve) => (job.roomMade = resolve));
    }
    if (!job.cancelled) send({ type: 'end', job: id });
  } catch (err) {
    if (!job.cancelled) send({ type: 'error', job: id, message: err instanceof Error ? err.message : String(err) });
  } finally {
    jobs.delete(id);
  }
}

port.on('message', (message: ToThread) => {
  const job = jobs.get(message.job);
  switch (message.type) {
    case 'start':
      void run(message);
      return;
    case 'rows': {
      const waiting = job?.waiting;
      if (job) job.waiting = undefined;
      waiting?.(message.batch);
      return;
    }
    case 'room':
      if (!job) return;
      job.ahead -= message.bytes;
      job.roomMade?.();
      job.roomMade = undefined;
      return;
    case 'cancel':
      if (!job) return;
      job.cancelled = true;
      job.waiting?.(null);
      job.roomMade?.();
      job.stream?.destroy();
  }
});
