import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, Input, type InputRef } from 'antd';
import { ReloadOutlined, SoundOutlined } from '@ant-design/icons';
import { isAudioAnswerShape, normaliseAudioDigits } from '@portal/contract/captcha/audio-answer';
import { CAPTCHA_SUCCESS_HIDE_MS } from '@portal/contract/limits';
import { checkAudioDigits, fetchAudioChallenge, type AudioChallenge } from './audio-captcha-api.ts';
import { AUDIO_CAPTCHA_TEXTS as T } from './audio-texts.ts';
import { captchaClientId } from './client-id.ts';
import styles from './AudioCaptchaPanel.module.css';

export interface AudioCaptchaPanelProps {
  /** The passed check's value, after the success tip has shown for CAPTCHA_SUCCESS_HIDE_MS. */
  onPassed: (captchaVerification: string) => void;
  /** A failed check, with the message shown at the field. */
  onFailed?: (message: string) => void;
  onUseSlider: () => void;
  /** Focus the play button once it can play: the user just switched here and the switch button is gone. */
  focusFirst?: boolean;
}

type Phase = 'loading' | 'ready' | 'checking' | 'passed' | 'unavailable';

/**
 * The audio alternative to the slider (issue 38 point 4): play spoken digits, type them. A check
 * spends its challenge whatever the outcome, so a wrong answer brings a new recording at once.
 * Loaded only when chosen (SliderCaptcha.tsx), so pages that show the slider do not carry it.
 */
export default function AudioCaptchaPanel({ onPassed, onFailed, onUseSlider, focusFirst }: AudioCaptchaPanelProps) {
  const [phase, setPhase] = useState<Phase>('loading');
  const [challenge, setChallenge] = useState<AudioChallenge | null>(null);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [notice, setNotice] = useState('');
  const request = useRef(0);
  const audio = useRef<HTMLAudioElement>(null);
  const input = useRef<InputRef>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  /** The play button is disabled until the recording arrives, so it takes the focus then. */
  const focusPending = useRef(focusFirst);
  const inputId = useId();
  const errorId = useId();

  /** Fetches a recording; the panel already shows that one is loading. */
  const fetchNew = useCallback(() => {
    const id = ++request.current;
    void fetchAudioChallenge(captchaClientId()).then((result) => {
      if (id !== request.current) return; // a newer request won
      if (result.ok) {
        setChallenge(result.value);
        setPhase('ready');
      } else {
        setPhase('unavailable');
        setNotice(result.message);
      }
    });
  }, []);
  useEffect(fetchNew, [fetchNew]);
  useEffect(() => {
    if (phase !== 'ready' || !focusPending.current) return;
    focusPending.current = false;
    playButton.current?.focus();
  }, [phase]);
  const load = () => {
    setPhase('loading');
    setChallenge(null);
    setNotice('');
    fetchNew();
  };

  const play = () => {
    const player = audio.current;
    if (!player) return;
    player.currentTime = 0;
    player.play().catch(() => setNotice(T.playFailed));
  };

  const submit = () => {
    if (!challenge || phase !== 'ready') return;
    const digits = normaliseAudioDigits(typed);
    if (!digits) return setFieldError(T.empty);
    if (!isAudioAnswerShape(digits) || digits.length !== challenge.digitCount) return setFieldError(T.digitCount(challenge.digitCount));
    setFieldError('');
    setPhase('checking');
    const id = request.current;
    void checkAudioDigits(challenge, captchaClientId(), digits).then((result) => {
      if (id !== request.current) return;
      if (result.ok) {
        setPhase('passed');
        setNotice(T.success);
        window.setTimeout(() => onPassed(result.value), CAPTCHA_SUCCESS_HIDE_MS);
        return;
      }
      setFieldError(result.message);
      setTyped('');
      onFailed?.(result.message);
      input.current?.focus();
      load();
    });
  };

  const done = phase === 'passed';
  return (
    <div className={styles.panel} role="group" aria-label={T.title} data-testid="audio-captcha" data-phase={phase}>
      <p className={styles.hint}>{T.hint}</p>
      <div className={styles.actions}>
        <Button ref={playButton} icon={<SoundOutlined />} onClick={play} disabled={!challenge || done}>
          {T.play}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={load} disabled={phase === 'checking' || done}>
          {T.another}
        </Button>
      </div>
      {challenge && <audio ref={audio} src={challenge.audioSrc} preload="auto" />}
      <label className={styles.label} htmlFor={inputId}>
        {T.inputLabel}
        {challenge ? `（${challenge.digitCount}位）` : ''}
      </label>
      <Input
        ref={input}
        id={inputId}
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        placeholder={T.inputPlaceholder}
        value={typed}
        readOnly={phase === 'checking' || done}
        status={fieldError ? 'error' : undefined}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => {
          setTyped(e.target.value);
          if (fieldError) setFieldError('');
        }}
        onPressEnter={submit}
      />
      <div id={errorId} className={styles.error} role="alert" data-testid="audio-captcha-error">
        {fieldError}
      </div>
      <div className={`${styles.notice} ${done ? styles.success : ''}`} role="status" data-testid="audio-captcha-notice">
        {phase === 'loading' ? T.loading : notice}
      </div>
      <Button type="primary" block onClick={submit} loading={phase === 'checking'} disabled={phase !== 'ready' && phase !== 'checking'}>
        {T.submit}
      </Button>
      <button type="button" className={styles.switch} onClick={onUseSlider} disabled={done}>
        {T.toSlider}
      </button>
    </div>
  );
}
