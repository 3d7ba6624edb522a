import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { A11Y_DEFAULTS, setA11y, useA11y, type A11ySettings } from '../a11y-settings.ts';
import { voiceStatus, watchZhVoice, type VoiceStatus } from '../effects/zh-voice.ts';
import { A11Y_TEXTS } from '../texts.ts';
import { A11Y_TOOLBAR_ID } from '../toolbar-open.ts';
import { stepText, TEXT_STEPS } from './text-steps.ts';
import styles from './A11yToolbar.module.css';

const VOICE_NOTES: Record<VoiceStatus, string> = {
  checking: A11Y_TEXTS.voiceChecking,
  ready: A11Y_TEXTS.voiceReady,
  'no-zh-voice': A11Y_TEXTS.noZhVoice,
  'no-speech': A11Y_TEXTS.noSpeech,
};

/** Arrow keys move along the bar (as in a WAI-ARIA toolbar); Tab goes through it too. */
const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, n) => (at + 1) % n,
  ArrowDown: (at, n) => (at + 1) % n,
  ArrowLeft: (at, n) => (at - 1 + n) % n,
  ArrowUp: (at, n) => (at - 1 + n) % n,
  Home: () => 0,
  End: (_at, n) => n - 1,
};

/** A switch of the bar: aria-pressed for the state, and the state in words beside the name (never colour alone). */
function Toggle({ name, setting, settings, disabled, describedBy }: {
  name: string;
  setting: keyof Omit<A11ySettings, 'textScale'>;
  settings: A11ySettings;
  disabled?: boolean;
  describedBy?: string;
}) {
  const on = settings[setting];
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={on}
      aria-disabled={disabled || undefined}
      aria-describedby={describedBy}
      onClick={() => {
        if (!disabled) setA11y({ [setting]: !on });
      }}
      data-testid={`a11y-${setting}`}
    >
      <span className={styles.mark} aria-hidden="true">{on ? '✓' : ''}</span>
      {name}
      <span className={styles.state} aria-hidden="true">{on ? A11Y_TEXTS.on : A11Y_TEXTS.off}</span>
    </button>
  );
}

function Group({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div className={styles.group} role={label ? 'group' : undefined} aria-label={label}>
      {children}
    </div>
  );
}

/**
 * The 无障碍工具条 (issue 38 point 2): text size, high contrast, large pointer, reading guide and
 * 指读, each applied at once and remembered by the browser. A bar across the top of the page.
 */
export function A11yToolbar({ onClose }: { onClose: () => void }) {
  const settings = useA11y();
  const voice = useSyncExternalStore(voiceStatus.subscribe, voiceStatus.get);
  const bar = useRef<HTMLDivElement | null>(null);
  const [note, setNote] = useState('');

  useEffect(() => {
    watchZhVoice();
    bar.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    const move = MOVES[event.key];
    const buttons = Array.from(bar.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (!move || at === -1) return;
    event.preventDefault();
    buttons[move(at, buttons.length)]!.focus();
  };

  const scale = settings.textScale;
  const voiceUsable = voice === 'ready' || voice === 'checking';
  const voiceNoteId = `${A11Y_TOOLBAR_ID}-voice`;
  return (
    <div
      ref={bar}
      id={A11Y_TOOLBAR_ID}
      className={styles.bar}
      role="toolbar"
      aria-label={A11Y_TEXTS.toolbar}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      data-testid="a11y-toolbar"
    >
      <div className={styles.inner}>
        <Group label={A11Y_TEXTS.textSize(scale)}>
          <button type="button" className={styles.step} aria-disabled={scale <= TEXT_STEPS[0] || undefined} onClick={() => setA11y({ textScale: stepText(scale, -1) })} data-testid="a11y-smaller">
            <span aria-hidden="true">A−</span>
            <span className={styles.stepName}>{A11Y_TEXTS.smaller}</span>
          </button>
          <output className={styles.size} aria-live="polite" data-testid="a11y-text-size">
            {A11Y_TEXTS.textSize(scale)}
          </output>
          <button type="button" className={styles.step} aria-disabled={scale >= TEXT_STEPS.at(-1)! || undefined} onClick={() => setA11y({ textScale: stepText(scale, 1) })} data-testid="a11y-larger">
            <span aria-hidden="true">A+</span>
            <span className={styles.stepName}>{A11Y_TEXTS.larger}</span>
          </button>
        </Group>
        <Group>
          <Toggle name={A11Y_TEXTS.contrast} setting="contrast" settings={settings} />
          <Toggle name={A11Y_TEXTS.bigCursor} setting="bigCursor" settings={settings} />
          <Toggle name={A11Y_TEXTS.readingGuide} setting="readingGuide" settings={settings} />
          <Toggle name={A11Y_TEXTS.readAloud} setting="readAloud" settings={settings} disabled={!voiceUsable} describedBy={voiceNoteId} />
        </Group>
        <Group>
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              setA11y(A11Y_DEFAULTS);
              setNote(A11Y_TEXTS.resetDone);
            }}
            data-testid="a11y-reset"
          >
            {A11Y_TEXTS.reset}
          </button>
          <button type="button" className={styles.action} onClick={onClose} data-testid="a11y-close">
            {A11Y_TEXTS.close}
          </button>
        </Group>
        <p className={styles.notes}>
          <span id={voiceNoteId} data-testid="a11y-voice-note">{VOICE_NOTES[voice]}</span>
          <span className={styles.hint}>{A11Y_TEXTS.keysHint}</span>
          <span role="status">{note}</span>
        </p>
      </div>
    </div>
  );
}
