import { CryptoRandom } from './crypto-random.ts';
import { loadVoiceClips, type VoiceClips } from './voice-clips.ts';
import { writeMonoPcmWav, type MonoPcm } from './wav-pcm.ts';

/**
 * An audio challenge's sound: the digits' clips with random silence between them, each at a
 * random loudness and a slightly random speed (and so pitch), over faint random noise. Two
 * challenges of the same digits differ in every sample, so no clip can be found in a challenge
 * by comparing bytes; what is left to a script is speech recognition, as with any audio captcha.
 */
const LEAD_SECONDS: Range = [0.25, 0.5];
const GAP_SECONDS: Range = [0.2, 0.45];
const TAIL_SECONDS: Range = [0.2, 0.4];
/** Playback speed of a clip: above 1 is faster and higher. Small enough to stay natural. */
const SPEED: Range = [0.9, 1.1];
const GAIN: Range = [0.55, 0.95];
/** Peak of the background noise: heard as a faint hiss under the voice. */
const NOISE_LEVEL: Range = [0.01, 0.03];
/** How much of the previous noise sample is kept: softens white noise into a hiss. */
const NOISE_SMOOTHING = 0.6;

type Range = readonly [min: number, max: number];

/** One clip played at `speed`, starting a random fraction of a sample in: linear resampling. */
function resampled(clip: Float32Array, speed: number, random: CryptoRandom): Float32Array {
  const start = random.next() * speed;
  const out = new Float32Array(Math.max(0, Math.floor((clip.length - 1 - start) / speed)));
  for (let i = 0; i < out.length; i++) {
    const at = start + i * speed;
    const left = Math.floor(at);
    const t = at - left;
    out[i] = clip[left]! * (1 - t) + clip[left + 1]! * t;
  }
  return out;
}

export function composeSpokenDigits(digits: string, clips: VoiceClips, random: CryptoRandom): MonoPcm {
  const seconds = (range: Range) => Math.round(random.range(...range) * clips.rate);
  const spoken = [...digits].map((digit) => {
    const clip = clips.digits[Number(digit)];
    if (!clip) throw new Error('not a digit');
    return { samples: resampled(clip, random.range(...SPEED), random), gain: random.range(...GAIN) };
  });
  const pauses = spoken.map((_, i) => seconds(i === 0 ? LEAD_SECONDS : GAP_SECONDS));
  const length = spoken.reduce((sum, s, i) => sum + pauses[i]! + s.samples.length, seconds(TAIL_SECONDS));

  const out = new Float32Array(length);
  let at = 0;
  spoken.forEach(({ samples, gain }, i) => {
    at += pauses[i]!;
    for (let j = 0; j < samples.length; j++) out[at + j] = samples[j]! * gain;
    at += samples.length;
  });
  const level = random.range(...NOISE_LEVEL);
  let noise = 0;
  for (let i = 0; i < out.length; i++) {
    noise = NOISE_SMOOTHING * noise + (1 - NOISE_SMOOTHING) * random.range(-1, 1);
    out[i]! += level * noise * 2;
  }
  return { rate: clips.rate, samples: out };
}

/**
 * Speaks digits as a WAV file. The clips are read with the first audio challenge, so a server
 * that never gives one pays nothing. Composing five digits takes about a millisecond (measured
 * in captcha-audio.test.ts), little enough to stay on the answering thread, unlike the slider's
 * pictures (puzzle-painter.ts).
 */
export function createDigitSpeaker(): (digits: string) => Buffer {
  let clips: VoiceClips | undefined;
  const random = new CryptoRandom();
  return (digits) => {
    clips ??= loadVoiceClips();
    return writeMonoPcmWav(composeSpokenDigits(digits, clips, random));
  };
}
