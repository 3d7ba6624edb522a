import { availableParallelism } from 'node:os';
import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../errors.ts';
import { pdfStatement } from './pdf-statement.ts';
import type { StatementRow } from './repo.ts';
import { OUTPUT_WINDOW, type FromThread, type RenderKind, type ToThread } from './render-protocol.ts';
import type { StatementHeader, StatementSection } from './statement-model.ts';
import { xlsxStatement } from './xlsx-statement.ts';

/** Writes statement files; the file comes back as a stream while it is written. */
export interface StatementRenderer {
  /** Throws STATEMENT_BUSY (before anything is sent) when it cannot take one more file now. */
  render(kind: RenderKind, header: StatementHeader, sections: StatementSection[], title: string): Readable;
  /** Whether a rendering thread is running (they start with the first file). */
  readonly started: boolean;
  /** Stops the threads; files being written are cut, later ones refused. */
  close(): Promise<void>;
}

/** Writes on the calling thread: tests of the writers, and STATEMENT_RENDER_THREADS=0. */
export const inThreadRenderer: StatementRenderer = {
  render: (kind, header, sections, title) => (kind === 'pdf' ? pdfStatement(header, sections, title) : xlsxStatement(header, sections)),
  started: false,
  close: async () => {},
};

/** The app's renderer: `threads` from STATEMENT_RENDER_THREADS (0: on the calling thread). */
export const createStatementRenderer = (threads: number | undefined): StatementRenderer => (threads === 0 ? inThreadRenderer : createRenderPool({ threads }));

export interface RenderPoolOptions {
  /** Threads at most; unset: one fewer than the cores, between 1 and 4. */
  threads?: number | undefined;
  /** Files one thread writes side by side (one waiting for rows or its client leaves the thread to the others). */
  jobsPerThread?: number;
  /** Files waiting for a place, beyond which a new one is refused (STATEMENT_BUSY). */
  maxWaiting?: number;
}

const THREAD_ENTRY = new URL('./render-thread.mjs', import.meta.url);
const JOBS_PER_THREAD = 4;
/**
 * A one-year PDF costs 0.3-0.5 s of a core: 32 waiting is a few seconds of work per thread, what
 * a crowd at month end may wait for; beyond that a customer is told to come back, rather than
 * every file being late and the memory of their rows held.
 */
const MAX_WAITING = 32;

interface Thread {
  worker: Worker;
  jobs: Set<Job>;
}

interface Job {
  id: number;
  kind: RenderKind;
  header: StatementHeader;
  sections: StatementSection[];
  title: string;
  out: PassThrough;
  thread?: Thread;
  rows: Map<number, AsyncIterator<StatementRow[]>>;
  /** Bytes the reply has not passed on yet, given back as room at its next 'drain'. */
  owed: number;
  done: boolean;
}

/**
 * pdfkit and exceljs are synchronous JavaScript: a one-year PDF holds the thread that runs it
 * for a few hundred milliseconds, so 20 customers printing at once stalled every other call
 * (/healthz included) for seconds. Files are written on worker threads instead, started with
 * the first file; the rows are still read here, where the database is, a batch at a time.
 */
export function createRenderPool(options: RenderPoolOptions = {}): StatementRenderer {
  const maxThreads = Math.max(1, options.threads ?? Math.min(4, availableParallelism() - 1));
  const jobsPerThread = options.jobsPerThread ?? JOBS_PER_THREAD;
  const maxWaiting = options.maxWaiting ?? MAX_WAITING;
  const threads: Thread[] = [];
  const jobs = new Map<number, Job>();
  const waiting: Job[] = [];
  let nextId = 0;
  let closed = false;

  const post = (thread: Thread, message: ToThread) => thread.worker.postMessage(message);

  /** A thread with room: a new one while every running thread has work, else the least busy. */
  function placeFor(): Thread | undefined {
    if (threads.length < maxThreads && threads.every((t) => t.jobs.size > 0)) return startThread();
    const least = threads.reduce<Thread | undefined>((best, t) => (!best || t.jobs.size < best.jobs.size ? t : best), undefined);
    return least && least.jobs.size < jobsPerThread ? least : undefined;
  }

  function startThread(): Thread {
    const thread: Thread = { worker: new Worker(THREAD_ENTRY), jobs: new Set() };
    thread.worker.unref();
    thread.worker.on('message', (message: FromThread) => onMessage(message));
    // A thread that fails or ends takes its files with it; the next file starts another.
    const retire = (err: Error) => {
      const at = threads.indexOf(thread);
      if (at < 0) return;
      threads.splice(at, 1);
      for (const job of thread.jobs) fail(job, err);
      startWaiting();
    };
    thread.worker.on('error', retire);
    thread.worker.on('exit', (code) => retire(new Error(`statement thread ended (${code})`)));
    threads.push(thread);
    return thread;
  }

  function start(job: Job, thread: Thread) {
    job.thread = thread;
    thread.jobs.add(job);
    jobs.set(job.id, job);
    const sections = job.sections.map(({ rows: _rows, ...head }) => head);
    post(thread, { type: 'start', job: job.id, kind: job.kind, header: job.header, sections, title: job.title });
  }

  function startWaiting() {
    while (waiting.length > 0 && !closed) {
      const thread = placeFor();
      if (!thread) return;
      start(waiting.shift()!, thread);
    }
  }

  /** The job is over on this side: its place goes to the next waiting file. */
  function finish(job: Job) {
    if (job.done) return;
    job.done = true;
    jobs.delete(job.id);
    const queued = waiting.indexOf(job);
    if (queued >= 0) waiting.splice(queued, 1);
    job.thread?.jobs.delete(job);
    // Ends the row readers still open (a cut bulk export's batch cursor).
    for (const rows of job.rows.values()) void rows.return?.()?.catch(() => undefined);
    startWaiting();
  }

  function fail(job: Job, err: Error) {
    if (job.done) return;
    if (job.thread && threads.includes(job.thread)) post(job.thread, { type: 'cancel', job: job.id });
    finish(job);
    job.out.destroy(err);
  }

  function pull(job: Job, section: number) {
    let rows = job.rows.get(section);
    if (!rows) {
      rows = job.sections[section]!.rows()[Symbol.asyncIterator]();
      job.rows.set(section, rows);
    }
    rows.next().then(
      (next) => {
        if (!job.done) post(job.thread!, { type: 'rows', job: job.id, section, batch: next.done ? null : next.value });
      },
      (err: unknown) => fail(job, err instanceof Error ? err : new Error(String(err))),
    );
  }

  function takeChunk(job: Job, chunk: Uint8Array) {
    const bytes = chunk.byteLength;
    if (job.out.write(Buffer.from(chunk.buffer, chunk.byteOffset, bytes))) {
      post(job.thread!, { type: 'room', job: job.id, bytes });
      return;
    }
    if (job.owed === 0) {
      job.out.once('drain', () => {
        if (!job.done) post(job.thread!, { type: 'room', job: job.id, bytes: job.owed });
        job.owed = 0;
      });
    }
    job.owed += bytes;
  }

  function onMessage(message: FromThread) {
    const job = jobs.get(message.job);
    if (!job) return;
    switch (message.type) {
      case 'pull':
        return pull(job, message.section);
      case 'chunk':
        return takeChunk(job, message.chunk);
      case 'end':
        finish(job);
        job.out.end();
        return;
      case 'error':
        return fail(job, new Error(`statement rendering failed: ${message.message}`));
    }
  }

  return {
    render(kind, header, sections, title) {
      if (closed) throw new Error('statement renderer closed');
      const thread = placeFor();
      if (!thread && waiting.length >= maxWaiting) throw new AppError('STATEMENT_BUSY');
      const out = new PassThrough({ highWaterMark: OUTPUT_WINDOW });
      const job: Job = { id: nextId++, kind, header, sections, title, out, rows: new Map(), owed: 0, done: false };
      // The client went away (the reply destroys the stream) or the file is whole: either way, done.
      out.on('close', () => {
        if (job.done) return;
        if (job.thread) post(job.thread, { type: 'cancel', job: job.id });
        finish(job);
      });
      if (thread) start(job, thread);
      else waiting.push(job);
      return out;
    },
    get started() {
      return threads.length > 0;
    },
    async close() {
      closed = true;
      const err = new Error('statement renderer closed');
      for (const job of [...jobs.values(), ...waiting]) fail(job, err);
      await Promise.all(threads.splice(0).map((t) => t.worker.terminate()));
    },
  };
}
