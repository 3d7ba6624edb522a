import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from '../../api/session-storage.ts';

/** The class on <html> that every care-mode rule hangs from (global.css and the CSS modules). */
export const CARE_MODE_CLASS = 'portal-care';

function stored(): boolean {
  try {
    return localStorage.getItem(LOCAL_KEYS.careMode) === '1';
  } catch {
    return false;
  }
}

/** The query parameter of a 关怀版 address (`/?care=1#/`) that the bank's public site can link to. */
export const CARE_MODE_PARAM = 'care';

/**
 * `?care=1` or `?care=0` in the page's address decides and is remembered, as if the switch had
 * been used; without it, the browser's earlier choice.
 */
function initial(): boolean {
  const asked = new URLSearchParams(window.location.search).get(CARE_MODE_PARAM);
  if (asked !== '1' && asked !== '0') return stored();
  try {
    localStorage.setItem(LOCAL_KEYS.careMode, asked);
  } catch {
    // Kept for this page only.
  }
  return asked === '1';
}

let on = initial();
const listeners = new Set<() => void>();

/** The bank's staff console is outside 关怀模式 (issue 38): its pages keep the standard sizes. */
const onStaffPage = () => window.location.hash.startsWith('#/staff');
/** Whether this page is shown in 关怀模式 now: the browser's choice, outside the staff console. */
const shown = () => on && !onStaffPage();

function changed(): void {
  applyCareMode();
  for (const listener of listeners) listener();
}

/**
 * 关怀模式 (issue 38) in this browser: larger text and targets, nothing that moves or opens by
 * itself, a simpler home page. Remembered in local storage; a logged-in customer's account
 * choice is brought in by care-mode-sync.ts.
 */
export const careMode = {
  /** The browser's choice (what the switch shows). */
  get: () => on,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  set(next: boolean) {
    if (next === on) return;
    on = next;
    try {
      localStorage.setItem(LOCAL_KEYS.careMode, next ? '1' : '0');
    } catch {
      // A browser that keeps nothing still switches for this page.
    }
    changed();
  },
};

/** Puts the class on <html> and follows the address in and out of the staff console; called at start, before the first render. */
export function applyCareMode(): void {
  document.documentElement.classList.toggle(CARE_MODE_CLASS, shown());
}

export function watchCareModePages(): void {
  applyCareMode();
  window.addEventListener('hashchange', changed);
}

/** Whether this page is in 关怀模式 (false in the staff console whatever the browser chose). */
export function useCareMode(): boolean {
  return useSyncExternalStore(careMode.subscribe, shown, () => false);
}
