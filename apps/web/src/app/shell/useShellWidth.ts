import { useSyncExternalStore } from 'react';

/**
 * How wide the shell lays itself out (issue 20). `desktop` (1200 px and wider) shows the menu
 * bar and the whole top strip; `tablet` folds the menu and the strip's left links into the
 * drawer; `phone` (below 768 px) also folds the strip away and keeps only login in the bar.
 * The CSS modules of the shell use the same two widths in their media queries.
 */
export type ShellWidth = 'phone' | 'tablet' | 'desktop';

export const SHELL_BREAKPOINTS = { tablet: 768, desktop: 1200 } as const;

const PHONE_QUERY = `(max-width: ${SHELL_BREAKPOINTS.tablet - 0.02}px)`;
const TABLET_QUERY = `(max-width: ${SHELL_BREAKPOINTS.desktop - 0.02}px)`;

function current(): ShellWidth {
  if (typeof window === 'undefined' || !window.matchMedia) return 'desktop';
  if (window.matchMedia(PHONE_QUERY).matches) return 'phone';
  return window.matchMedia(TABLET_QUERY).matches ? 'tablet' : 'desktop';
}

function subscribe(onChange: () => void): () => void {
  const lists = [PHONE_QUERY, TABLET_QUERY].map((q) => window.matchMedia(q));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** The shell's layout for the window's width, following it as the window is resized. */
export function useShellWidth(): ShellWidth {
  return useSyncExternalStore(subscribe, current, () => 'desktop');
}
