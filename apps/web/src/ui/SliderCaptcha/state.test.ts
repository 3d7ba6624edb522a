import { describe, expect, it } from 'vitest';
import { captchaReducer, initialCaptchaState, MAX_DRAG, type CaptchaEvent, type CaptchaState } from './state.ts';

const challenge = { token: 't1', secretKey: 'k'.repeat(16), backgroundSrc: 'data:bg', pieceSrc: 'data:pc' };
const run = (events: CaptchaEvent[], from: CaptchaState = initialCaptchaState) => events.reduce(captchaReducer, from);
const ready = run([{ type: 'refresh' }, { type: 'loaded', challenge }]);

describe('slider captcha states', () => {
  it('starts loading and becomes idle with a challenge', () => {
    expect(initialCaptchaState.phase).toBe('loading');
    expect(ready).toMatchObject({ phase: 'idle', challenge, dragX: 0, tip: null });
  });

  it('drags only with a token, clamped between 0 and bar width minus handle width', () => {
    expect(run([{ type: 'pointerDown', pointerX: 10 }]).phase).toBe('loading');
    const noToken = run([{ type: 'loaded', challenge: { ...challenge, token: '' } }]);
    expect(run([{ type: 'pointerDown', pointerX: 10 }], noToken).phase).toBe('idle');

    const dragging = run([{ type: 'pointerDown', pointerX: 100 }, { type: 'pointerMove', pointerX: 160 }], ready);
    expect(dragging).toMatchObject({ phase: 'dragging', dragX: 60 });
    expect(run([{ type: 'pointerMove', pointerX: 10 }], dragging).dragX).toBe(0);
    expect(run([{ type: 'pointerMove', pointerX: 1000 }], dragging).dragX).toBe(MAX_DRAG);
    expect(MAX_DRAG).toBe(260);
  });

  it('checks on release; 0000 shows the success tip and accepts no more dragging', () => {
    const passed = run([{ type: 'pointerDown', pointerX: 0 }, { type: 'pointerMove', pointerX: 90 }, { type: 'pointerUp' }, { type: 'passed', message: '验证成功' }], ready);
    expect(passed).toMatchObject({ phase: 'passed', dragX: 90, tip: { kind: 'success', text: '验证成功' } });
    expect(run([{ type: 'pointerDown', pointerX: 0 }, { type: 'pointerMove', pointerX: 5 }], passed)).toEqual(passed);
  });

  it('shows the server message on another code and waits for the refresh', () => {
    const failed = run([{ type: 'pointerDown', pointerX: 0 }, { type: 'pointerUp' }, { type: 'failed', message: '验证失败' }], ready);
    expect(failed).toMatchObject({ phase: 'failed', tip: { kind: 'error', text: '验证失败' } });
    expect(run([{ type: 'pointerDown', pointerX: 0 }], failed).phase).toBe('failed');
    expect(run([{ type: 'refresh' }], failed)).toMatchObject({ phase: 'loading', dragX: 0, challenge: null, tip: null });
  });

  it('clears the token and shows the message when the fetch fails, then drops the message', () => {
    const down = run([{ type: 'refresh' }, { type: 'loadFailed', message: '验证码加载失败，请点击刷新重试' }], ready);
    expect(down).toMatchObject({ phase: 'unavailable', challenge: null, tip: { kind: 'error' } });
    expect(run([{ type: 'pointerDown', pointerX: 0 }], down).phase).toBe('unavailable');
    expect(run([{ type: 'unavailableTipOver' }], down)).toMatchObject({ phase: 'unavailable', tip: null });
  });

  it('ignores a late challenge or check result that no longer applies', () => {
    expect(run([{ type: 'loaded', challenge }], ready)).toBe(ready);
    expect(run([{ type: 'passed', message: 'x' }], ready)).toBe(ready);
  });

  it('opens and closes the pop overlay', () => {
    expect(run([{ type: 'open' }]).open).toBe(true);
    expect(run([{ type: 'open' }, { type: 'close' }]).open).toBe(false);
  });
});
