import { smallStore } from '../small-store.ts';

export type VoiceStatus = 'checking' | 'ready' | 'no-zh-voice' | 'no-speech';

/** Browsers list their voices late (Chrome after `voiceschanged`): this long without a Chinese one means there is none. */
const VOICE_WAIT_MS = 2000;

const hasSpeech = () => typeof window.speechSynthesis !== 'undefined' && typeof window.SpeechSynthesisUtterance !== 'undefined';

/** The system's Chinese voice: Mandarin of the mainland first, then any Chinese. */
export function zhVoice(): SpeechSynthesisVoice | undefined {
  if (!hasSpeech()) return undefined;
  const voices = window.speechSynthesis.getVoices();
  return voices.find((v) => /^zh[-_]CN/i.test(v.lang)) ?? voices.find((v) => /^(zh|cmn)/i.test(v.lang));
}

export const voiceStatus = smallStore<VoiceStatus>('checking');
let watching = false;

/** Starts looking for a Chinese voice once (the toolbar shows what it found, 指读 speaks with it). */
export function watchZhVoice(): void {
  if (watching) return;
  watching = true;
  if (!hasSpeech()) {
    voiceStatus.set('no-speech');
    return;
  }
  const check = () => {
    if (zhVoice()) voiceStatus.set('ready');
  };
  window.speechSynthesis.addEventListener('voiceschanged', check);
  check();
  setTimeout(() => {
    if (voiceStatus.get() === 'checking') voiceStatus.set('no-zh-voice');
  }, VOICE_WAIT_MS);
}
