import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useReducer,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { Modal } from 'antd';
import { ArrowRightOutlined, CheckOutlined, CloseOutlined, PictureOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  CAPTCHA_BAR_HEIGHT,
  CAPTCHA_BAR_WIDTH,
  CAPTCHA_ERROR_REFRESH_MS,
  CAPTCHA_FETCH_FAIL_TIP_MS,
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  CAPTCHA_MODE,
  CAPTCHA_OFFSET,
  CAPTCHA_PIECE_WIDTH,
  CAPTCHA_SUCCESS_HIDE_MS,
  CAPTCHA_X_OFFSET,
} from '@portal/contract/limits';
import { checkPoint, fetchChallenge } from './captcha-api.ts';
import { preferredCaptchaKind, rememberCaptchaKind, type CaptchaKind } from './captcha-kind.ts';
import { captchaClientId } from './client-id.ts';
import { captchaReducer, HANDLE_WIDTH, initialCaptchaState } from './state.ts';
import { SLIDER_CAPTCHA_TEXTS as T } from './texts.ts';
import styles from './SliderCaptcha.module.css';

/** Loaded only when chosen: the pages showing the slider do not carry the audio panel. */
const AudioCaptchaPanel = lazy(() => import('./AudioCaptchaPanel.tsx'));

export interface SliderCaptchaHandle {
  /** A new challenge: slider back to the start (or a new recording, in the audio panel). */
  refresh(): void;
}

export interface SliderCaptchaProps {
  /** `fixed` renders inline; `pop` shows the widget in an overlay opened by `trigger`. */
  mode?: 'pop' | 'fixed';
  /** The passed check's value, for the follow-up call (SMS send, login). */
  onSuccess: (captchaVerification: string) => void;
  /** A failed check, with the server's message. */
  onError?: (message: string) => void;
  /** Pop mode: asked when the trigger is clicked; false keeps the overlay closed. */
  beforeCheck?: () => boolean | Promise<boolean>;
  /** Pop mode: what the user clicks to open the overlay. */
  trigger?: ReactNode;
  ref?: Ref<SliderCaptchaHandle>;
}

/**
 * The blockPuzzle slider captcha (§4 Slider captcha widget), with its audio alternative for
 * those who cannot see or drag it (issue 38 point 4): the same callbacks for both.
 */
export function SliderCaptcha({ mode = CAPTCHA_MODE, onSuccess, onError, beforeCheck, trigger, ref }: SliderCaptchaProps) {
  const [state, dispatch] = useReducer(captchaReducer, initialCaptchaState);
  const request = useRef(0);
  const verification = useRef('');
  const callbacks = useRef({ onSuccess, onError });
  useEffect(() => {
    callbacks.current = { onSuccess, onError };
  });
  const [kind, setKind] = useState<CaptchaKind>(preferredCaptchaKind);
  const startedAs = useRef(kind);
  /** Remounts the audio panel, which then fetches a new recording. */
  const [audioRound, setAudioRound] = useState(0);
  const [switchedToAudio, setSwitchedToAudio] = useState(false);

  const refresh = useCallback(() => {
    const id = ++request.current;
    dispatch({ type: 'refresh' });
    void fetchChallenge(captchaClientId()).then((result) => {
      if (id !== request.current) return; // a newer refresh won
      dispatch(result.ok ? { type: 'loaded', challenge: result.value } : { type: 'loadFailed', message: result.message });
    });
  }, []);
  const refreshShown = useCallback(() => (kind === 'audio' ? setAudioRound((n) => n + 1) : refresh()), [kind, refresh]);
  useImperativeHandle(ref, () => ({ refresh: refreshShown }), [refreshShown]);

  // Fixed mode shows a challenge at once (no picture for who chose audio before); pop mode fetches when opened.
  useEffect(() => {
    if (mode === 'fixed' && startedAs.current === 'slider') refresh();
  }, [mode, refresh]);

  const switchToAudio = () => {
    request.current++; // a picture or a check still on its way is not wanted
    dispatch({ type: 'refresh' }); // and no refresh timer of a failed slide may fetch another
    rememberCaptchaKind('audio');
    setSwitchedToAudio(true);
    setKind('audio');
  };
  const switchToSlider = () => {
    rememberCaptchaKind('slider');
    setKind('slider');
    refresh();
  };
  const audioPassed = (value: string) => {
    if (mode === 'pop') dispatch({ type: 'close' });
    callbacks.current.onSuccess(value);
  };

  // Released: check the point once.
  const { phase, challenge, dragX } = state;
  useEffect(() => {
    if (phase !== 'checking' || !challenge) return;
    const id = request.current;
    void checkPoint(challenge, captchaClientId(), dragX + CAPTCHA_X_OFFSET).then((result) => {
      if (id !== request.current) return;
      if (result.ok) {
        verification.current = result.value;
        dispatch({ type: 'passed', message: T.success });
      } else {
        dispatch({ type: 'failed', message: result.message });
      }
    });
  }, [phase, challenge, dragX]);

  // The timings of §4 and §9.
  useEffect(() => {
    if (phase === 'passed') {
      const timer = setTimeout(() => {
        if (mode === 'pop') dispatch({ type: 'close' });
        callbacks.current.onSuccess(verification.current);
      }, CAPTCHA_SUCCESS_HIDE_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'failed') {
      const timer = setTimeout(refresh, CAPTCHA_ERROR_REFRESH_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'unavailable') {
      const timer = setTimeout(() => dispatch({ type: 'unavailableTipOver' }), CAPTCHA_FETCH_FAIL_TIP_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase, mode, refresh]);
  useEffect(() => {
    if (phase === 'failed' && state.tip) callbacks.current.onError?.(state.tip.text);
  }, [phase, state.tip]);

  const openPop = async () => {
    if (beforeCheck && !(await beforeCheck())) return;
    if (kind === 'slider') refresh();
    else setAudioRound((n) => n + 1);
    dispatch({ type: 'open' });
  };

  const audioPanel = (
    <Suspense fallback={<div className={styles.audioFallback} role="status">{T.loading}</div>}>
      <AudioCaptchaPanel
        key={audioRound}
        onPassed={audioPassed}
        onFailed={(message) => callbacks.current.onError?.(message)}
        onUseSlider={switchToSlider}
        focusFirst={switchedToAudio}
      />
    </Suspense>
  );

  const sliderPanel = (
    <div
      className={styles.captcha}
      role="group"
      aria-label={T.title}
      data-testid="slider-captcha"
      data-phase={phase}
      style={{ '--captcha-gap': `${CAPTCHA_OFFSET}px`, width: CAPTCHA_IMAGE_WIDTH } as CSSProperties}
    >
      <div className={styles.image} style={{ width: CAPTCHA_IMAGE_WIDTH, height: CAPTCHA_IMAGE_HEIGHT }}>
        {challenge ? (
          <>
            <img className={styles.background} src={challenge.backgroundSrc} alt="" draggable={false} />
            <img
              className={styles.piece}
              src={challenge.pieceSrc}
              alt=""
              draggable={false}
              data-testid="slider-captcha-piece"
              style={{ width: CAPTCHA_PIECE_WIDTH, height: CAPTCHA_IMAGE_HEIGHT, transform: `translateX(${dragX + CAPTCHA_X_OFFSET}px)` }}
            />
          </>
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            <PictureOutlined className={styles.placeholderIcon} />
            {phase === 'unavailable' && <span>{T.placeholder}</span>}
          </div>
        )}
        {phase === 'loading' && (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <span>{T.loading}</span>
          </div>
        )}
        <button type="button" className={styles.refresh} onClick={refresh} aria-label={T.refresh} title={T.refresh}>
          <ReloadOutlined />
        </button>
        <div
          className={`${styles.tip} ${state.tip ? styles.tipShown : ''} ${state.tip?.kind === 'success' ? styles.tipSuccess : styles.tipError}`}
          role="alert"
          data-testid="slider-captcha-tip"
        >
          {state.tip?.text}
        </div>
      </div>
      <div className={styles.bar} style={{ width: CAPTCHA_BAR_WIDTH, height: CAPTCHA_BAR_HEIGHT }} title={T.dragHint}>
        <span className={styles.barText} style={{ opacity: dragX > 0 ? 0 : 1 }}>
          {T.slideRight}
        </span>
        <div className={styles.track} style={{ width: dragX + HANDLE_WIDTH }} />
        <div
          className={styles.handle}
          role="slider"
          tabIndex={-1}
          aria-label={T.handleLabel}
          aria-valuemin={0}
          aria-valuemax={CAPTCHA_BAR_WIDTH - HANDLE_WIDTH}
          aria-valuenow={Math.round(dragX)}
          data-testid="slider-captcha-handle"
          style={{ width: HANDLE_WIDTH, transform: `translateX(${dragX}px)` }}
          onPointerDown={(e) => {
            if (phase !== 'idle') return;
            e.currentTarget.setPointerCapture(e.pointerId);
            dispatch({ type: 'pointerDown', pointerX: e.clientX });
          }}
          onPointerMove={(e) => dispatch({ type: 'pointerMove', pointerX: e.clientX })}
          onPointerUp={() => dispatch({ type: 'pointerUp' })}
          onPointerCancel={() => dispatch({ type: 'pointerUp' })}
        >
          {phase === 'passed' ? <CheckOutlined /> : phase === 'failed' ? <CloseOutlined /> : <ArrowRightOutlined />}
        </div>
      </div>
      <button type="button" className={styles.toAudio} onClick={switchToAudio} disabled={phase === 'passed'} data-testid="captcha-to-audio">
        {T.toAudio}
      </button>
    </div>
  );
  const panel = kind === 'audio' ? audioPanel : sliderPanel;

  if (mode === 'fixed') return panel;
  return (
    <>
      <span className={styles.trigger} onClick={() => void openPop()}>
        {trigger}
      </span>
      <Modal
        open={state.open}
        title={T.completeVerification}
        footer={null}
        centered
        width={CAPTCHA_IMAGE_WIDTH + 48}
        onCancel={() => dispatch({ type: 'close' })}
        closable={{ 'aria-label': T.close }}
        destroyOnHidden
      >
        {kind === 'slider' && <p className={styles.hint}>{T.dragHint}</p>}
        {panel}
      </Modal>
    </>
  );
}
