import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANTI_DEBUG_CHECK_MS, installAntiDebug, type AntiDebugWindow } from './anti-debug.ts';
import { ANTI_DEBUG_PARAM, antiDebugWanted } from './anti-debug-switch.ts';

/** A window whose sizes the test sets, on vitest's fake clock. */
function fakeWindow() {
  const listeners = new Set<() => void>();
  const win: AntiDebugWindow & { resize(outerWidth: number): void; listeners: Set<() => void> } = {
    outerWidth: 1366,
    innerWidth: 1366,
    outerHeight: 768,
    innerHeight: 680,
    listeners,
    addEventListener: (_type, l) => listeners.add(l),
    removeEventListener: (_type, l) => listeners.delete(l),
    setInterval: (h, ms) => setInterval(h, ms) as unknown as number,
    clearInterval: (id) => clearInterval(id),
    resize(outerWidth: number) {
      this.outerWidth = outerWidth;
      for (const l of listeners) l();
    },
  };
  return win;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('anti-debugging routine (§9)', () => {
  it('is off by default: the seeded switch value installs nothing', () => {
    const win = fakeWindow();
    const trap = vi.fn();
    const result = installAntiDebug({ enabled: antiDebugWanted(undefined), dev: false, win, trap });
    expect(result).toEqual({ installed: false, reason: 'off' });
    expect(antiDebugWanted('0')).toBe(false);
    expect(antiDebugWanted(null)).toBe(false);
    expect(ANTI_DEBUG_PARAM).toBe('anti_debug_switch');
    win.innerWidth = 900;
    vi.advanceTimersByTime(10 * ANTI_DEBUG_CHECK_MS);
    expect(trap).not.toHaveBeenCalled();
  });

  it('refuses to run in development even when switched on', () => {
    const win = fakeWindow();
    const trap = vi.fn();
    expect(installAntiDebug({ enabled: true, dev: true, win, trap })).toEqual({ installed: false, reason: 'development' });
    win.resize(900);
    expect(win.listeners.size).toBe(0);
    expect(trap).not.toHaveBeenCalled();
  });

  it('switched on in production: traps while developer tools are docked and on every resize', () => {
    const win = fakeWindow();
    const trap = vi.fn();
    const result = installAntiDebug({ enabled: antiDebugWanted('1'), dev: false, win, trap });
    expect(result.installed).toBe(true);
    vi.advanceTimersByTime(5 * ANTI_DEBUG_CHECK_MS);
    expect(trap).not.toHaveBeenCalled();

    // Developer tools docked at the side: 400 px between the outer and the inner width.
    win.innerWidth = 966;
    vi.advanceTimersByTime(3 * ANTI_DEBUG_CHECK_MS);
    expect(trap).toHaveBeenCalledTimes(3);

    win.innerWidth = 1366;
    trap.mockClear();
    win.resize(1280);
    expect(trap).toHaveBeenCalledTimes(1);

    if (result.installed) result.uninstall();
    win.innerWidth = 900;
    win.resize(1366);
    vi.advanceTimersByTime(5 * ANTI_DEBUG_CHECK_MS);
    expect(trap).toHaveBeenCalledTimes(1);
  });
});
