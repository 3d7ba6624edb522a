import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { SMS_RESEND_SECONDS } from '@portal/contract/limits';
import { INITIAL_SMS_BUTTON_STATE, msUntilNextTick, smsButtonLabel, smsButtonReducer } from './countdown-state.ts';

/**
 * Drives the send-code button. `onSend` resolves true (or nothing) when a code went out, which
 * starts the countdown; false or a rejection returns to idle (the caller shows its own error).
 * One timer at a time, cleared on every change and on unmount; a send that finishes after
 * unmount changes nothing.
 */
export function useSmsCodeButton(onSend: () => Promise<boolean | void>, seconds: number = SMS_RESEND_SECONDS) {
  const [state, dispatch] = useReducer(smsButtonReducer, INITIAL_SMS_BUTTON_STATE);
  const [now, setNow] = useState(() => Date.now());
  const inFlight = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (state.phase !== 'countdown') return;
    const timer = setTimeout(() => {
      const at = Date.now();
      setNow(at);
      dispatch({ type: 'tick', at });
    }, msUntilNextTick(state.endsAt, now));
    return () => clearTimeout(timer);
  }, [state, now]);

  const send = useCallback(async () => {
    // A second click before React re-renders must not send a second code.
    if (inFlight.current) return;
    inFlight.current = true;
    dispatch({ type: 'send' });
    let sent = false;
    try {
      sent = (await onSend()) !== false;
    } catch {
      sent = false;
    } finally {
      inFlight.current = false;
    }
    if (!mounted.current) return;
    if (sent) {
      const at = Date.now();
      setNow(at);
      dispatch({ type: 'sent', at, seconds });
    } else {
      dispatch({ type: 'failed' });
    }
  }, [onSend, seconds]);

  return {
    phase: state.phase,
    label: smsButtonLabel(state, now),
    /** Sending or counting down: the button is disabled meanwhile (§4). */
    busy: state.phase !== 'idle',
    send,
  };
}
