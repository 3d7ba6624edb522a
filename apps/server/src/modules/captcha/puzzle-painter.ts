import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** A challenge to paint: where the gap and its decoys go and what the reply carries besides the images. */
export interface PaintJob {
  id: number;
  x: number;
  decoys: number[];
  top: number;
  secretKey: string;
  token: string;
}

export type PaintResult = { id: number; body: Uint8Array } | { id: number; error: string };

export interface PuzzlePainter {
  /** The challenge's reply as ready JSON bytes (challenge-reply.ts), painted on another thread. */
  paint(job: Omit<PaintJob, 'id'>): Promise<Buffer>;
  /** Stops the painting threads; paints still under way fail. */
  close(): Promise<void>;
}

const THREAD_ENTRY = new URL('./painter-thread.mjs', import.meta.url);

/** One core stays with the thread that answers the calls. */
const defaultThreads = () => Math.max(1, Math.min(4, availableParallelism() - 1));

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve(body: Buffer): void; reject(err: Error): void }>;
}

/**
 * Painting a challenge (its own picture, two PNGs and ~110 KB of Base64) costs more than the
 * answering thread's own share of a challenge; on worker threads it runs beside it. The threads start with the
 * first challenge, so a server or a test that never shows a captcha pays nothing for them.
 */
export function createPuzzlePainter(size = defaultThreads()): PuzzlePainter {
  const threads: Thread[] = [];
  let nextId = 0;
  let closed = false;

  function start(): Thread {
    const worker = new Worker(THREAD_ENTRY);
    worker.unref();
    const thread: Thread = { worker, pending: new Map() };
    worker.on('message', (result: PaintResult) => {
      const waiting = thread.pending.get(result.id);
      if (!waiting) return;
      thread.pending.delete(result.id);
      if ('error' in result) waiting.reject(new Error(`captcha painting failed: ${result.error}`));
      else waiting.resolve(Buffer.from(result.body.buffer, result.body.byteOffset, result.body.byteLength));
    });
    // A thread that fails or ends takes its paints with it; the next challenge starts another.
    const retire = (err: Error) => {
      const at = threads.indexOf(thread);
      if (at >= 0) threads.splice(at, 1);
      for (const waiting of thread.pending.values()) waiting.reject(err);
      thread.pending.clear();
    };
    worker.on('error', retire);
    worker.on('exit', (code) => retire(new Error(`captcha painter thread ended (${code})`)));
    return thread;
  }

  return {
    paint(job) {
      if (closed) return Promise.reject(new Error('captcha painter closed'));
      while (threads.length < size) threads.push(start());
      const thread = threads.reduce((least, t) => (t.pending.size < least.pending.size ? t : least));
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        thread.pending.set(id, { resolve, reject });
        thread.worker.postMessage({ ...job, id } satisfies PaintJob);
      });
    },
    async close() {
      closed = true;
      await Promise.all(threads.map((t) => t.worker.terminate()));
    },
  };
}
