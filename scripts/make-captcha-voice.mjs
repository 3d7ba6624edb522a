#!/usr/bin/env node
// Records the ten Mandarin digits of the audio captcha (issue 38 point 4) once, with Debian's
// espeak-ng (GPL-3.0-or-later; `apt-get install -y espeak-ng`), as small WAV clips committed under
// apps/server/assets/captcha-voice/. The server only reads the clips: espeak-ng never runs with
// the portal (docs/decisions.md). Run again only to change the voice:
//   node scripts/make-captcha-voice.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUT_DIR = fileURLToPath(new URL('../apps/server/assets/captcha-voice/', import.meta.url));
const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
/** Slower than espeak's 175 words a minute: single syllables said clearly. */
const WORDS_PER_MINUTE = '140';
/** espeak-ng speaks at 22050 Hz; half of that keeps Mandarin's consonants and halves the size. */
const OUT_RATE = 11025;
/** Quieter than this (of the clip's peak) at either end is silence to trim. */
const SILENCE = 0.03;
const PAD_SECONDS = 0.01;
const FADE_SECONDS = 0.005;

function readWavMono16(bytes) {
  const rate = bytes.readUInt32LE(24);
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('ascii', at, at + 4);
    // espeak-ng writing to a pipe leaves the data size at 0x7fffffff: take what is there.
    const size = Math.min(bytes.readUInt32LE(at + 4), bytes.length - at - 8);
    if (id === 'data') {
      const samples = new Float32Array(size >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(at + 8 + 2 * i) / 32768;
      return { rate, samples };
    }
    at += 8 + size + (size & 1);
  }
  throw new Error('no data chunk');
}

function trimSilence(samples, rate) {
  const peak = samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0);
  const loud = (s) => Math.abs(s) >= peak * SILENCE;
  const pad = Math.round(PAD_SECONDS * rate);
  const first = Math.max(0, samples.findIndex(loud) - pad);
  const last = Math.min(samples.length, samples.findLastIndex(loud) + 1 + pad);
  return samples.subarray(first, last);
}

/** Halves the rate: a windowed-sinc low-pass below the new Nyquist, then every other sample. */
function halveRate(samples) {
  const taps = 31;
  const half = (taps - 1) / 2;
  const cutoff = 0.45 * 0.5; // of the input rate
  const kernel = Array.from({ length: taps }, (_, i) => {
    const n = i - half;
    const sinc = n === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * n) / (Math.PI * n);
    return sinc * (0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (taps - 1)));
  });
  const out = new Float32Array(Math.floor(samples.length / 2));
  for (let o = 0; o < out.length; o++) {
    let sum = 0;
    for (let k = 0; k < taps; k++) sum += kernel[k] * (samples[2 * o + k - half] ?? 0);
    out[o] = sum;
  }
  return out;
}

function normaliseAndFade(samples, rate) {
  const peak = samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0) || 1;
  const fade = Math.round(FADE_SECONDS * rate);
  return samples.map((s, i) => (0.9 * s * Math.min(1, i / fade, (samples.length - 1 - i) / fade)) / peak);
}

function wavMono16(samples, rate) {
  const out = Buffer.alloc(44 + samples.length * 2);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples.length * 2, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples.length * 2, 40);
  samples.forEach((s, i) => out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), 44 + 2 * i));
  return out;
}

mkdirSync(OUT_DIR, { recursive: true });
let total = 0;
DIGITS.forEach((word, digit) => {
  const spoken = execFileSync('espeak-ng', ['-v', 'cmn', '-s', WORDS_PER_MINUTE, '--stdout', word]);
  const { rate, samples } = readWavMono16(spoken);
  if (rate !== OUT_RATE * 2) throw new Error(`espeak-ng spoke at ${rate} Hz, expected ${OUT_RATE * 2}`);
  const clip = wavMono16(normaliseAndFade(halveRate(trimSilence(samples, rate)), OUT_RATE), OUT_RATE);
  writeFileSync(`${OUT_DIR}${digit}.wav`, clip);
  total += clip.length;
  console.log(`${digit}.wav ${word} ${clip.length} bytes, ${((clip.length - 44) / 2 / OUT_RATE).toFixed(2)} s`);
});
console.log(`total ${total} bytes`);
