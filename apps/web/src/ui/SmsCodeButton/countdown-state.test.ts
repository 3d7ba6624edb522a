import { describe, expect, it } from 'vitest';
import {
  INITIAL_SMS_BUTTON_STATE,
  msUntilNextTick,
  secondsLeft,
  smsButtonLabel,
  smsButtonReducer,
  type SmsButtonAction,
  type SmsButtonState,
} from './countdown-state.ts';

const T0 = 1_700_000_000_000;
const run = (actions: SmsButtonAction[], from: SmsButtonState = INITIAL_SMS_BUTTON_STATE) =>
  actions.reduce(smsButtonReducer, from);

describe('send-code button states', () => {
  it('goes idle -> sending -> countdown -> idle with the labels of §4', () => {
    let state = INITIAL_SMS_BUTTON_STATE;
    expect(smsButtonLabel(state, T0)).toBe('获取验证码');
    state = smsButtonReducer(state, { type: 'send' });
    expect(smsButtonLabel(state, T0)).toBe('发送中…');
    state = smsButtonReducer(state, { type: 'sent', at: T0, seconds: 60 });
    expect(smsButtonLabel(state, T0)).toBe('60秒后重新获取');
    expect(smsButtonLabel(state, T0 + 1_000)).toBe('59秒后重新获取');
    expect(smsButtonLabel(state, T0 + 59_001)).toBe('1秒后重新获取');
    state = smsButtonReducer(state, { type: 'tick', at: T0 + 59_999 });
    expect(state.phase).toBe('countdown');
    state = smsButtonReducer(state, { type: 'tick', at: T0 + 60_000 });
    expect(state).toEqual({ phase: 'idle', sentBefore: true });
    expect(smsButtonLabel(state, T0 + 60_000)).toBe('重新获取');
  });

  it('returns to idle when sending fails, keeping whether a code was sent before', () => {
    expect(run([{ type: 'send' }, { type: 'failed' }])).toEqual({ phase: 'idle', sentBefore: false });
    const again = run([{ type: 'send' }, { type: 'failed' }], { phase: 'idle', sentBefore: true });
    expect(smsButtonLabel(again, T0)).toBe('重新获取');
  });

  it('ignores a second send while sending or counting down', () => {
    const sending = run([{ type: 'send' }]);
    expect(smsButtonReducer(sending, { type: 'send' })).toBe(sending);
    const counting = run([{ type: 'sent', at: T0, seconds: 60 }], sending);
    expect(smsButtonReducer(counting, { type: 'send' })).toBe(counting);
  });

  it('ignores late results and ticks that do not apply (same state, no re-render)', () => {
    const idle = INITIAL_SMS_BUTTON_STATE;
    expect(smsButtonReducer(idle, { type: 'sent', at: T0, seconds: 60 })).toBe(idle);
    expect(smsButtonReducer(idle, { type: 'failed' })).toBe(idle);
    expect(smsButtonReducer(idle, { type: 'tick', at: T0 })).toBe(idle);
    const counting = run([{ type: 'send' }, { type: 'sent', at: T0, seconds: 60 }]);
    expect(smsButtonReducer(counting, { type: 'tick', at: T0 + 30_000 })).toBe(counting);
    expect(smsButtonReducer(counting, { type: 'failed' })).toBe(counting);
  });

  it('shows the right seconds however late a render comes (throttled tab)', () => {
    const counting = run([{ type: 'send' }, { type: 'sent', at: T0, seconds: 60 }]);
    expect(smsButtonLabel(counting, T0 + 45_500)).toBe('15秒后重新获取');
    expect(smsButtonLabel(counting, T0 + 120_000)).toBe('重新获取');
  });
});

describe('countdown arithmetic', () => {
  it('rounds seconds up and never below zero', () => {
    expect(secondsLeft(T0 + 60_000, T0)).toBe(60);
    expect(secondsLeft(T0 + 60_000, T0 + 1)).toBe(60);
    expect(secondsLeft(T0 + 60_000, T0 + 1_000)).toBe(59);
    expect(secondsLeft(T0, T0 + 5)).toBe(0);
  });

  it('schedules the next tick when the shown number changes', () => {
    expect(msUntilNextTick(T0 + 60_000, T0)).toBe(1_000);
    expect(msUntilNextTick(T0 + 60_000, T0 + 400)).toBe(600);
    expect(msUntilNextTick(T0 + 60_000, T0 + 59_999)).toBe(1);
    expect(msUntilNextTick(T0 + 60_000, T0 + 60_000)).toBe(0);
  });
});
