import { useCallback, useEffect, useRef, useState } from 'react';
import { SUBMENU_HIDE_DELAY_MS } from '@portal/contract/limits';

/**
 * Which one of a group of dropdowns is open (§2 Header). A dropdown stays open for the hide
 * delay after the pointer leaves, so users moving diagonally towards it do not lose it.
 * Opening one closes the others at once; re-entering cancels a pending close.
 */
export function useHoverMenu<K>(hideDelayMs: number = SUBMENU_HIDE_DELAY_MS) {
  const [openKey, setOpenKey] = useState<K | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const openRef = useRef<K | null>(null);
  useEffect(() => {
    openRef.current = openKey;
  }, [openKey]);

  const cancel = useCallback(() => {
    if (timer.current !== undefined) {
      window.clearTimeout(timer.current);
      timer.current = undefined;
    }
  }, []);

  const open = useCallback(
    (key: K) => {
      cancel();
      setOpenKey(key);
    },
    [cancel],
  );

  const closeLater = useCallback(() => {
    cancel();
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      setOpenKey(null);
    }, hideDelayMs);
  }, [cancel, hideDelayMs]);

  /** Closes now; with a key, only if that dropdown is the open one. */
  const close = useCallback(
    (key?: K) => {
      if (key !== undefined && openRef.current !== key) return;
      cancel();
      setOpenKey(null);
    },
    [cancel],
  );

  // Set while Escape hands focus back to a trigger, so that focus does not reopen the dropdown.
  const returningFocus = useRef(false);

  /** Opening on keyboard focus, except when the focus is being returned after Escape. */
  const openOnFocus = useCallback(
    (key: K) => {
      if (!returningFocus.current) open(key);
    },
    [open],
  );

  /** Escape: close at once and move focus back to the dropdown's trigger. */
  const dismiss = useCallback(
    (trigger: HTMLElement | null | undefined) => {
      cancel();
      setOpenKey(null);
      returningFocus.current = true;
      try {
        trigger?.focus();
      } finally {
        returningFocus.current = false;
      }
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);

  return { openKey, open, openOnFocus, closeLater, close, dismiss };
}
