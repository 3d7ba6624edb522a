import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from '../../api/session-storage.ts';
import { smallStore } from './small-store.ts';

/** The 无障碍工具条's choices (issue 38 point 2), remembered by this browser. */
export interface A11ySettings {
  /** Text size in percent of the standard: 100 to 200 in steps of 25. */
  textScale: number;
  contrast: boolean;
  bigCursor: boolean;
  readingGuide: boolean;
  readAloud: boolean;
}

export const A11Y_DEFAULTS: A11ySettings = { textScale: 100, contrast: false, bigCursor: false, readingGuide: false, readAloud: false };

function stored(): A11ySettings {
  try {
    return { ...A11Y_DEFAULTS, ...(JSON.parse(localStorage.getItem(LOCAL_KEYS.a11y) ?? '{}') as Partial<A11ySettings>) };
  } catch {
    return A11Y_DEFAULTS;
  }
}

let saved = stored();
/** What this page shows: the browser's choice, the standard page in the staff console (like 关怀模式). */
export const a11yShown = smallStore(A11Y_DEFAULTS);

function follow(): void {
  a11yShown.set(window.location.hash.startsWith('#/staff') ? A11Y_DEFAULTS : saved);
  const { textScale, contrast, bigCursor, readingGuide, readAloud } = a11yShown.get();
  const html = document.documentElement;
  // Read by every customer font size (build/care-min-font.ts) and by the root's own size (a11y.css).
  html.style.setProperty('--text-scale', String(textScale / 100));
  html.classList.toggle('portal-contrast', contrast);
  html.classList.toggle('portal-big-cursor', bigCursor);
  // From 150 % the floating panel docks along the bottom below the desktop width, as in 关怀模式 (it would cover text).
  html.classList.toggle('portal-large-text', textScale >= 150);
  // The guide and the speech are code the first paint does not carry: loaded when one was left on.
  if (readingGuide || readAloud) void import('./effects/a11y-effects.ts').then((m) => m.startA11yEffects());
}

/** Applies the stored choices before the first render (no flash) and follows the address in and out of the staff console. */
export function watchA11yPages(): void {
  follow();
  window.addEventListener('hashchange', follow);
}

/** Changes some choices in this browser and on the page at once. */
export function setA11y(change: Partial<A11ySettings>): void {
  saved = { ...saved, ...change };
  try {
    localStorage.setItem(LOCAL_KEYS.a11y, JSON.stringify(saved));
  } catch {
    // A browser that keeps nothing still changes this page.
  }
  follow();
}

/** This page's choices (the standard ones in the staff console). */
export function useA11y(): A11ySettings {
  return useSyncExternalStore(a11yShown.subscribe, a11yShown.get, () => A11Y_DEFAULTS);
}
