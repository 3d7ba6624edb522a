/**
 * A thread that paints slider-captcha challenges (puzzle-painter.ts starts it): a challenge's
 * picture, its two PNGs and its ~110 KB reply are made here, away from the thread that answers
 * every call.
 */
import { parentPort } from 'node:worker_threads';
import { challengeReply } from './challenge-reply.ts';
import { CryptoRandom } from './crypto-random.ts';
import type { PaintJob, PaintResult } from './puzzle-painter.ts';
import { loadPuzzleMaterials, renderPuzzle } from './puzzle-image.ts';
import { ScenePainter } from './scene.ts';

const materials = loadPuzzleMaterials();
const random = new CryptoRandom();
const scenes = new ScenePainter();
const port = parentPort!;

port.on('message', (job: PaintJob) => {
  try {
    const images = renderPuzzle(materials, scenes.paint(random), job, random);
    const body = challengeReply({ ...images, secretKey: job.secretKey, token: job.token });
    // A reply this size has its own memory (not the shared pool): it is handed over, not copied.
    const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
    const transfer = bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : [];
    port.postMessage({ id: job.id, body: bytes } satisfies PaintResult, transfer);
  } catch (err) {
    port.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) } satisfies PaintResult);
  }
});
