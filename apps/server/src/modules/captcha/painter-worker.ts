/**
 * A thread that paints slider-captcha challenges (puzzle-painter.ts starts it): a challenge's
 * two PNGs and its ~90 KB reply are built here, away from the thread that answers every call.
 */
import { randomInt } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { challengeReply } from './challenge-reply.ts';
import type { PaintJob, PaintResult } from './puzzle-painter.ts';
import { loadPuzzleMaterials, renderPuzzle } from './puzzle-image.ts';

const materials = loadPuzzleMaterials();
const port = parentPort!;

port.on('message', (job: PaintJob) => {
  try {
    const background = materials.backgrounds[randomInt(materials.backgrounds.length)]!;
    const images = renderPuzzle(materials, background, job.x, job.top);
    const body = challengeReply({ ...images, secretKey: job.secretKey, token: job.token });
    // A reply this size has its own memory (not the shared pool): it is handed over, not copied.
    const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
    const transfer = bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : [];
    port.postMessage({ id: job.id, body: bytes } satisfies PaintResult, transfer);
  } catch (err) {
    port.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) } satisfies PaintResult);
  }
});
