import { SMS_BUTTON_TEXTS } from './texts.ts';

/**
 * The send-code button as a pure state machine: idle -> sending -> countdown -> idle. The
 * countdown keeps its end instant, not a number of seconds, so the label is right however late
 * or often the component renders (a throttled background tab, a burst of re-renders).
 */
export type SmsButtonState =
  | { phase: 'idle'; sentBefore: boolean }
  | { phase: 'sending'; sentBefore: boolean }
  | { phase: 'countdown'; endsAt: number };

export type SmsButtonAction =
  | { type: 'send' }
  | { type: 'sent'; at: number; seconds: number }
  | { type: 'failed' }
  | { type: 'tick'; at: number };

export const INITIAL_SMS_BUTTON_STATE: SmsButtonState = { phase: 'idle', sentBefore: false };

/** Actions that do not apply to the current phase return the same state (no re-render). */
export function smsButtonReducer(state: SmsButtonState, action: SmsButtonAction): SmsButtonState {
  switch (action.type) {
    case 'send':
      return state.phase === 'idle' ? { phase: 'sending', sentBefore: state.sentBefore } : state;
    case 'sent':
      return state.phase === 'sending' ? { phase: 'countdown', endsAt: action.at + action.seconds * 1000 } : state;
    case 'failed':
      return state.phase === 'sending' ? { phase: 'idle', sentBefore: state.sentBefore } : state;
    case 'tick':
      return state.phase === 'countdown' && action.at >= state.endsAt ? { phase: 'idle', sentBefore: true } : state;
  }
}

/** Whole seconds left, rounded up: 59.2 s left reads "60", so it never shows 0. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** Milliseconds until the shown number of seconds changes (the next tick). */
export function msUntilNextTick(endsAt: number, now: number): number {
  const remaining = endsAt - now;
  if (remaining <= 0) return 0;
  return remaining % 1000 || 1000;
}

export function smsButtonLabel(state: SmsButtonState, now: number): string {
  switch (state.phase) {
    case 'idle':
      return state.sentBefore ? SMS_BUTTON_TEXTS.again : SMS_BUTTON_TEXTS.idle;
    case 'sending':
      return SMS_BUTTON_TEXTS.sending;
    case 'countdown': {
      const left = secondsLeft(state.endsAt, now);
      return left > 0 ? SMS_BUTTON_TEXTS.countdown(left) : SMS_BUTTON_TEXTS.again;
    }
  }
}
