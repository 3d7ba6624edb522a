import { spokenText, hoverTarget } from './spoken-text.ts';
import { voiceStatus, watchZhVoice, zhVoice } from './zh-voice.ts';

/** A pointer resting this long on something reads it; passing over the page reads nothing. */
const HOVER_DELAY_MS = 400;

let on = false;
let hoverTimer: ReturnType<typeof setTimeout> | undefined;
let lastHovered: Element | null = null;

function speak(el: Element): void {
  const text = spokenText(el);
  const voice = zhVoice();
  // Without a Chinese voice the system would read Chinese with a foreign one, or not at all: the toolbar says so instead.
  if (!text || !voice) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'zh-CN';
  utterance.voice = voice;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

const onFocus = (event: FocusEvent) => {
  if (event.target instanceof Element) speak(event.target);
};

const onPointerOver = (event: PointerEvent) => {
  const target = event.target instanceof Element ? hoverTarget(event.target) : null;
  if (!target || target === lastHovered) return;
  lastHovered = target;
  clearTimeout(hoverTimer);
  hoverTimer = setTimeout(() => speak(target), HOVER_DELAY_MS);
};

/** 指读 (issue 38 point 2): the focused or hovered text is spoken with the system's Chinese voice. */
export function followReadAloud(next: boolean): void {
  if (next === on) return;
  on = next;
  if (on) {
    watchZhVoice();
    document.addEventListener('focusin', onFocus);
    document.addEventListener('pointerover', onPointerOver);
    return;
  }
  document.removeEventListener('focusin', onFocus);
  document.removeEventListener('pointerover', onPointerOver);
  clearTimeout(hoverTimer);
  lastHovered = null;
  if (voiceStatus.get() !== 'no-speech') window.speechSynthesis.cancel();
}
