import { CAPTCHA_BAR_HEIGHT, CAPTCHA_BAR_WIDTH } from '@portal/contract/limits';

/**
 * The slider captcha's states and transitions (§4 Slider captcha widget), as a pure reducer so
 * every rule is tested without a browser. Timers live in the component; they only dispatch.
 */
export interface Challenge {
  token: string;
  secretKey: string | null;
  /** data: URLs of the background and of the piece strip. */
  backgroundSrc: string;
  pieceSrc: string;
}

export type Phase =
  /** A challenge is being fetched (loading marker shown). */
  | 'loading'
  /** Waiting for the user; dragging starts only here and only with a token. */
  | 'idle'
  | 'dragging'
  /** Released: the check is under way. */
  | 'checking'
  /** Code 0000: success tip; nothing moves until a refresh. */
  | 'passed'
  /** Other code: error tip; a refresh follows after CAPTCHA_ERROR_REFRESH_MS. */
  | 'failed'
  /** The challenge could not be fetched: placeholder image, no piece, message for a while. */
  | 'unavailable';

export interface Tip {
  kind: 'success' | 'error';
  text: string;
}

export interface CaptchaState {
  phase: Phase;
  challenge: Challenge | null;
  /** Slider offset in px, 0 .. MAX_DRAG. */
  dragX: number;
  /** Pointer x where the drag began, minus the offset then. */
  dragOrigin: number;
  tip: Tip | null;
  /** Pop mode: whether the overlay is shown. */
  open: boolean;
}

/** The handle is square, as tall as the bar. */
export const HANDLE_WIDTH = CAPTCHA_BAR_HEIGHT;
export const MAX_DRAG = CAPTCHA_BAR_WIDTH - HANDLE_WIDTH;

export type CaptchaEvent =
  | { type: 'refresh' }
  | { type: 'loaded'; challenge: Challenge }
  | { type: 'loadFailed'; message: string }
  | { type: 'unavailableTipOver' }
  | { type: 'pointerDown'; pointerX: number }
  | { type: 'pointerMove'; pointerX: number }
  | { type: 'pointerUp' }
  | { type: 'passed'; message: string }
  | { type: 'failed'; message: string }
  | { type: 'open' }
  | { type: 'close' };

export const initialCaptchaState: CaptchaState = { phase: 'loading', challenge: null, dragX: 0, dragOrigin: 0, tip: null, open: false };

export const clampDrag = (x: number): number => Math.min(MAX_DRAG, Math.max(0, x));

export function captchaReducer(state: CaptchaState, event: CaptchaEvent): CaptchaState {
  switch (event.type) {
    case 'refresh':
      // Slider back to the start, loading marker, the old challenge gone.
      return { ...state, phase: 'loading', challenge: null, dragX: 0, tip: null };
    case 'loaded':
      return state.phase === 'loading' ? { ...state, phase: 'idle', challenge: event.challenge } : state;
    case 'loadFailed':
      return { ...state, phase: 'unavailable', challenge: null, dragX: 0, tip: { kind: 'error', text: event.message } };
    case 'unavailableTipOver':
      return state.phase === 'unavailable' ? { ...state, tip: null } : state;
    case 'pointerDown':
      if (state.phase !== 'idle' || !state.challenge?.token) return state;
      return { ...state, phase: 'dragging', dragOrigin: event.pointerX - state.dragX };
    case 'pointerMove':
      return state.phase === 'dragging' ? { ...state, dragX: clampDrag(event.pointerX - state.dragOrigin) } : state;
    case 'pointerUp':
      return state.phase === 'dragging' ? { ...state, phase: 'checking' } : state;
    case 'passed':
      return state.phase === 'checking' ? { ...state, phase: 'passed', tip: { kind: 'success', text: event.message } } : state;
    case 'failed':
      return state.phase === 'checking' ? { ...state, phase: 'failed', tip: { kind: 'error', text: event.message } } : state;
    case 'open':
      return { ...state, open: true };
    case 'close':
      return { ...state, open: false };
  }
}
