/**
 * The production anti-debugging routine of spec §9: while developer tools are open (the window's
 * outer size exceeds its inner size by a docked panel) or right after the window is resized, it
 * runs `debugger` statements in a loop, so a stepping debugger keeps stopping. It is off unless
 * the operator switch `anti_debug_switch` is '1', and it refuses to start in development.
 *
 * Why off by default: it cannot stop a determined reader (the code ships to the browser), and it
 * gets in the way of screen readers' developer modes, support staff reproducing a customer's
 * problem and the bank's own testers. See README "Anti-debugging switch".
 */

/** How often the routine looks for open developer tools. */
export const ANTI_DEBUG_CHECK_MS = 1_000;
/** A docked developer-tools panel is wider than this; browser chrome alone is not. */
export const DEVTOOLS_GAP_PX = 160;

export interface AntiDebugWindow {
  outerWidth: number;
  innerWidth: number;
  outerHeight: number;
  innerHeight: number;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number): void;
}

export interface AntiDebugOptions {
  /** The operator's switch (system parameter `anti_debug_switch` is '1'). */
  enabled: boolean;
  /** `import.meta.env.DEV`: the routine never runs in development. */
  dev: boolean;
  win?: AntiDebugWindow;
  /** One debugger stop; replaced in tests, where a real `debugger` does nothing anyway. */
  trap?: () => void;
}

export type AntiDebugResult = { installed: false; reason: 'off' | 'development' } | { installed: true; uninstall: () => void };

/** Repeated stops: with tools closed `debugger` costs nothing, with them open each one pauses. */
const DEBUGGER_LOOP = 20;

function debuggerTrap(): void {
  for (let i = 0; i < DEBUGGER_LOOP; i += 1) {
    // eslint-disable-next-line no-debugger -- this is the routine's whole purpose (§9)
    debugger;
  }
}

export function devtoolsLookOpen(win: AntiDebugWindow): boolean {
  return win.outerWidth - win.innerWidth > DEVTOOLS_GAP_PX || win.outerHeight - win.innerHeight > DEVTOOLS_GAP_PX;
}

export function installAntiDebug({ enabled, dev, win = window as unknown as AntiDebugWindow, trap = debuggerTrap }: AntiDebugOptions): AntiDebugResult {
  if (dev) return { installed: false, reason: 'development' };
  if (!enabled) return { installed: false, reason: 'off' };
  const onResize = () => trap();
  const timer = win.setInterval(() => {
    if (devtoolsLookOpen(win)) trap();
  }, ANTI_DEBUG_CHECK_MS);
  win.addEventListener('resize', onResize);
  return {
    installed: true,
    uninstall: () => {
      win.clearInterval(timer);
      win.removeEventListener('resize', onResize);
    },
  };
}
