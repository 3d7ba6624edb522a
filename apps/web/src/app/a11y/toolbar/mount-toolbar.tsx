import { createRoot, type Root } from 'react-dom/client';
import { startA11yEffects } from '../effects/a11y-effects.ts';
import { toolbarOpen } from '../toolbar-open.ts';
import { A11yToolbar } from './A11yToolbar.tsx';
import styles from './A11yToolbar.module.css';

let root: Root | null = null;
let host: HTMLDivElement | null = null;
let opener: HTMLElement | null = null;

/**
 * Closes the bar. Focus goes back to the trigger that opened it, or to the one shown now (a
 * resize may have moved the trigger from the header to the floating panel).
 */
export function closeToolbar(returnFocus: boolean): void {
  if (!root) return;
  root.unmount();
  host!.remove();
  root = host = null;
  toolbarOpen.set(false);
  window.removeEventListener('hashchange', closeInStaffConsole);
  if (!returnFocus) return;
  const trigger = opener?.isConnected ? opener : document.querySelector<HTMLElement>('[data-testid="a11y-trigger"]');
  trigger?.focus();
}

const closeInStaffConsole = () => {
  if (window.location.hash.startsWith('#/staff')) closeToolbar(false);
};

/**
 * The bar lives in its own React root at the top of <body>, outside the header: any of the
 * three triggers opens the same one, and a layout change that swaps triggers leaves it open.
 */
export function toggleToolbar(trigger: HTMLElement): void {
  if (root) {
    closeToolbar(true);
    return;
  }
  opener = trigger;
  startA11yEffects();
  host = document.createElement('div');
  host.className = styles.host!;
  document.body.prepend(host);
  root = createRoot(host);
  root.render(<A11yToolbar onClose={() => closeToolbar(true)} />);
  toolbarOpen.set(true);
  window.addEventListener('hashchange', closeInStaffConsole);
}
