import { Worker } from 'node:worker_threads';
import { AppError } from '../../errors.ts';

/** A decoded picture: `pixels` holds width × height × 3 bytes, row by row, red-green-blue. */
export interface RgbPicture {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/**
 * What the picture shows: how many human faces, and for exactly one face its 128-number
 * descriptor (face-api's recognition network), which lies near the descriptor of another
 * picture of the same person and far from anyone else's.
 */
export interface FaceAnalysis {
  faces: number;
  descriptor?: Float32Array;
}

export type DetectJob = RgbPicture & { id: number };
export type DetectResult = ({ id: number } & FaceAnalysis) | { id: number; error: string };

export interface FaceDetector {
  /** The faces of the picture, and the descriptor of a single one. */
  analyse(picture: RgbPicture): Promise<FaceAnalysis>;
  /** Starts the thread and its model now, so that the first picture does not wait for them. */
  warmUp(): void;
  /** Whether the detecting thread is running (it starts with warmUp or the first picture). */
  readonly started: boolean;
  /** Stops the thread; checks under way fail, later ones are refused. */
  close(): Promise<void>;
}

export interface FaceDetectorOptions {
  /** Pictures waiting or being looked at, beyond which a new one is refused (FACE_BUSY). */
  maxQueued?: number;
}

const THREAD_ENTRY = new URL('./detector-thread.mjs', import.meta.url);

/**
 * About 10-15 s of work at ~150-250 ms a picture: a crowd of phones waits a little, a flood from
 * many addresses is told to come back rather than piling up memory and minutes of delay.
 */
const DEFAULT_MAX_QUEUED = 64;

/**
 * Face analysis costs 100-400 ms of CPU per picture and the models seconds to load: on the
 * thread that answers every call (and runs the embedded database) that would stall the whole
 * server. One worker thread does it instead, one picture at a time, started when the first
 * phone opens a face-check QR code (warmUp) or with the first picture, so a server that never
 * checks a face pays nothing.
 */
export function createFaceDetector(options: FaceDetectorOptions = {}): FaceDetector {
  const maxQueued = options.maxQueued ?? DEFAULT_MAX_QUEUED;
  const pending = new Map<number, { resolve(analysis: FaceAnalysis): void; reject(err: Error): void }>();
  let worker: Worker | undefined;
  let nextId = 0;
  let closed = false;

  function start(): Worker {
    const thread = new Worker(THREAD_ENTRY);
    thread.unref();
    thread.on('message', (result: DetectResult) => {
      const waiting = pending.get(result.id);
      if (!waiting) return;
      pending.delete(result.id);
      if ('error' in result) waiting.reject(new Error(`face detection failed: ${result.error}`));
      else waiting.resolve(result.descriptor ? { faces: result.faces, descriptor: result.descriptor } : { faces: result.faces });
    });
    // A thread that fails or ends takes its pictures with it; the next picture starts another.
    const retire = (err: Error) => {
      if (worker !== thread) return;
      worker = undefined;
      for (const waiting of pending.values()) waiting.reject(err);
      pending.clear();
    };
    thread.on('error', retire);
    thread.on('exit', (code) => retire(new Error(`face detector thread ended (${code})`)));
    return thread;
  }

  return {
    analyse(picture) {
      if (closed) return Promise.reject(new Error('face detector closed'));
      if (pending.size >= maxQueued) return Promise.reject(new AppError('FACE_BUSY'));
      worker ??= start();
      const id = nextId++;
      const thread = worker;
      return new Promise<FaceAnalysis>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const job: DetectJob = { id, width: picture.width, height: picture.height, pixels: picture.pixels };
        // The pixels are handed over, not copied, when they own their memory.
        const own = picture.pixels.byteOffset === 0 && picture.pixels.byteLength === picture.pixels.buffer.byteLength;
        thread.postMessage(job, own ? [picture.pixels.buffer as ArrayBuffer] : []);
      });
    },
    warmUp() {
      if (!closed) worker ??= start();
    },
    get started() {
      return worker !== undefined;
    },
    async close() {
      closed = true;
      const thread = worker;
      worker = undefined;
      for (const waiting of pending.values()) waiting.reject(new Error('face detector closed'));
      pending.clear();
      if (thread) await thread.terminate();
    },
  };
}
