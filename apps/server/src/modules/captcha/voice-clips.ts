import { readFileSync } from 'node:fs';
import { readMonoPcmWav } from './wav-pcm.ts';

/**
 * The ten spoken Mandarin digits 零…九 the audio captcha is made of: clips recorded once with
 * espeak-ng by scripts/make-captcha-voice.mjs and committed (docs/decisions.md).
 */
export interface VoiceClips {
  rate: number;
  /** Index = digit. */
  digits: Float32Array[];
}

const CLIP_DIR = new URL('../../../assets/captcha-voice/', import.meta.url);

export function loadVoiceClips(): VoiceClips {
  const clips = Array.from({ length: 10 }, (_, digit) => readMonoPcmWav(readFileSync(new URL(`${digit}.wav`, CLIP_DIR))));
  const rate = clips[0]!.rate;
  if (clips.some((clip) => clip.rate !== rate)) throw new Error('the captcha voice clips differ in sample rate');
  return { rate, digits: clips.map((clip) => clip.samples) };
}
