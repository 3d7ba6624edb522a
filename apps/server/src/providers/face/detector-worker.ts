/**
 * The thread that looks at faces (face-detector.ts starts it): TensorFlow.js on its WebAssembly
 * backend runs face-api's tiny face detector, and for a picture with exactly one face its
 * 68-point landmarks and the recognition network's 128-number descriptor, which one-to-one
 * verification compares with the reference photo's (local.ts). The weights ship inside the npm
 * package, so nothing is downloaded at run time. The models load once, when the thread starts,
 * and run once on a blank picture so that the first real one does not pay for the kernels' first run.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { DetectJob, DetectResult } from './face-detector.ts';

const require = createRequire(import.meta.url);
// Everything through require: face-api's Node build requires '@tensorflow/tfjs', and one copy of
// TensorFlow.js must hold both the backend and the model.
const tf = require('@tensorflow/tfjs') as typeof import('@tensorflow/tfjs');
const wasm = require('@tensorflow/tfjs-backend-wasm') as typeof import('@tensorflow/tfjs-backend-wasm');
const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as typeof import('@vladmandic/face-api');

/**
 * Chosen by measurement on the test pictures (docs/decisions.md, issue 18): the tiny detector at
 * 416 px scores the portrait 0.91-0.98 (also grey, darkened, re-encoded as the phone sends it,
 * and each of two side by side), and nothing else above 0.15 (a solid picture, text, noise, the
 * cap badge in the portrait), in a third of the SSD MobileNet's time; SSD also saw the badge as a
 * second face at 0.72-0.77 on the grey and dark versions, which would refuse a real person.
 */
const DETECTOR_OPTIONS = new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 });

async function loadModel(): Promise<void> {
  wasm.setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`);
  await tf.setBackend('wasm');
  await tf.ready();
  const models = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.tinyFaceDetector.loadFromDisk(models);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(models);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(models);
  // The first run prepares every kernel (seconds under load); blank pictures pay for it here.
  const side = DETECTOR_OPTIONS.inputSize;
  const blank = tf.tensor3d(new Int32Array(side * side * 3), [side, side, 3], 'int32');
  try {
    await faceapi.detectAllFaces(blank, DETECTOR_OPTIONS);
    await faceapi.nets.faceLandmark68Net.detectLandmarks(blank);
    await faceapi.computeFaceDescriptor(blank);
  } finally {
    blank.dispose();
  }
}

/**
 * How many faces the picture shows, and the descriptor of the face when there is exactly one:
 * the landmarks align each face before the recognition network reads it. One pass over every
 * face found: a picture with several is refused anyway, and rare.
 */
async function analyse(job: DetectJob): Promise<DetectResult> {
  const input = tf.tensor3d(job.pixels, [job.height, job.width, 3], 'int32');
  try {
    const found = await faceapi.detectAllFaces(input, DETECTOR_OPTIONS).withFaceLandmarks().withFaceDescriptors();
    if (found.length !== 1) return { id: job.id, faces: found.length };
    return { id: job.id, faces: 1, descriptor: found[0]!.descriptor };
  } finally {
    input.dispose();
  }
}

const port = parentPort!;
const ready = loadModel();
// A model that fails to load fails each picture with its reason (below), not the thread.
ready.catch(() => undefined);
// One picture at a time: pictures sent together would only share the same core and memory.
let queue = Promise.resolve();

port.on('message', (job: DetectJob) => {
  queue = queue.then(async () => {
    try {
      await ready;
      const result = await analyse(job);
      port.postMessage(result, 'descriptor' in result && result.descriptor ? [result.descriptor.buffer as ArrayBuffer] : []);
    } catch (err) {
      port.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) } satisfies DetectResult);
    }
  });
});
