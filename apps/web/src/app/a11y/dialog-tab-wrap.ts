import { useEffect } from 'react';

/*
 * Tab from a modal dialog's last control goes round to its first, Shift+Tab from its first to
 * its last (issue 38: dialogs trap the focus). antd's dialogs pull a focus that has left them
 * back in, but only once it lands elsewhere in the page: a dialog is the page's last element,
 * so Tab from its last control left the page for the browser's own bar, and a screen reader
 * followed it there.
 */

const TABBABLE = 'a[href], a[role="button"], button, input, select, textarea, summary, [tabindex]';

/** The controls Tab stops at in `root`, in order: shown, enabled, not taken out of the order; of a radio group only the checked one. */
function tabStops(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => {
    if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || el.getClientRects().length === 0) return false;
    if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
    if (el instanceof HTMLInputElement && el.type === 'radio' && !el.checked) {
      const group = root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`);
      return el.name === '' || (!Array.from(group).some((r) => r.checked) && group[0] === el);
    }
    return true;
  });
}

function wrapTab(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  // The open modal dialog on top: the last one shown (dialogs are put at the end of the page as they open).
  const dialog = Array.from(document.querySelectorAll<HTMLElement>('[aria-modal="true"]'))
    .filter((el) => el.getClientRects().length > 0)
    .pop();
  const focused = document.activeElement;
  if (!dialog || !(focused instanceof HTMLElement) || !dialog.contains(focused)) return;
  const stops = tabStops(dialog);
  const [first, last] = [stops[0], stops[stops.length - 1]];
  const to = event.shiftKey ? (focused === first ? last : undefined) : focused === last ? first : undefined;
  if (!to) return;
  event.preventDefault();
  to.focus();
}

let installed = false;

/** Installs the wrap once for the page, from the first antd island that mounts (AntdProvider). */
export function useDialogTabWrap(): void {
  useEffect(() => {
    if (installed) return;
    installed = true;
    document.addEventListener('keydown', wrapTab);
  }, []);
}
