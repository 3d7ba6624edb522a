import { monitorEventLoopDelay } from 'node:perf_hooks';
import { localFaceProvider } from '../apps/server/src/providers/face/local.ts';
import { asPhoneSends, PORTRAIT_JPEG, solidPicture, textPicture, twoFacesPicture } from '../apps/server/test/support/faces.ts';
import { claimed, person, seedReferences } from '../apps/server/test/support/registry-faces.ts';

/**
 * `node --import tsx bench/face-detect.ts`: what the local face check costs. The first check
 * cold (thread start and model load) and after warmUp, then `FACE_ROUNDS` (default 5) rounds over the test pictures:
 * wall time per check as the caller waits for it, the process's CPU time per check (all
 * threads), the answering thread's longest event-loop delay meanwhile (it should stay small:
 * detection runs on its own thread), and the resident memory before, after the first check and
 * at the end.
 */
const ROUNDS = Number(process.env.FACE_ROUNDS ?? 5);
/** About the time a person takes from opening the page to sending the picture. */
const WARM_UP_PAUSE_MS = 8_000;
const subject = claimed(person('张伟'), 'bench');
const references = seedReferences();
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const pictures: Array<[string, Buffer]> = [
  ['portrait 512x600', PORTRAIT_JPEG],
  ['portrait as the phone sends it', await asPhoneSends(PORTRAIT_JPEG)],
  ['solid', await solidPicture()],
  ['text', await textPicture()],
  ['two portraits 1024x600', await twoFacesPicture()],
];

const rssBefore = process.memoryUsage().rss;
const portrait = { bytes: PORTRAIT_JPEG, mimeType: 'image/jpeg' } as const;
let started = performance.now();
const cold = localFaceProvider(references);
const first = await cold.verify(portrait, subject);
console.log(`first check, cold (thread start, model load, one picture): ${Math.round(performance.now() - started)} ms, ${JSON.stringify(first)}`);
await cold.close?.();

// As in the app: the phone opens the QR code (warmUp), the person takes the picture, sends it.
const provider = localFaceProvider(references);
provider.warmUp?.();
await new Promise((resolve) => setTimeout(resolve, WARM_UP_PAUSE_MS));
started = performance.now();
await provider.verify(portrait, subject);
console.log(`first check ${WARM_UP_PAUSE_MS / 1000} s after warmUp: ${Math.round(performance.now() - started)} ms`);
const rssAfterFirst = process.memoryUsage().rss;

const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
for (const [name, bytes] of pictures) {
  const walls: number[] = [];
  let cpu = 0;
  let verdict = '';
  for (let round = 0; round < ROUNDS; round++) {
    const cpuBefore = process.cpuUsage();
    started = performance.now();
    verdict = JSON.stringify(await provider.verify({ bytes, mimeType: 'image/jpeg' }, subject));
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu += (used.user + used.system) / 1000;
  }
  walls.sort((a, b) => a - b);
  const median = walls[Math.floor(walls.length / 2)]!;
  console.log(
    `${name.padEnd(32)} ${verdict.padEnd(40)} wall median ${Math.round(median)} ms (min ${Math.round(walls[0]!)}, max ${Math.round(walls.at(-1)!)}), cpu ${Math.round(cpu / ROUNDS)} ms`,
  );
}
loop.disable();
console.log(`answering thread's event-loop delay during the checks: max ${(loop.max / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`);
console.log(`resident memory: ${mb(rssBefore)} before, ${mb(rssAfterFirst)} after the first check, ${mb(process.memoryUsage().rss)} at the end`);
await provider.close?.();
