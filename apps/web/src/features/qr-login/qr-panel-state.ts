import type { QrLoginStatus } from '@portal/contract/calls/qr-login/fields';
import { QR_TEXTS as T } from './texts.ts';

/** The desktop panel: fetching a code, failed to, or the code's status as last polled. */
export type QrPanelState = 'loading' | 'failed' | QrLoginStatus;

/** The panel asks the server only while a phone may still act on the code. */
export function isPolling(state: QrPanelState): boolean {
  return state === 'waiting' || state === 'scanned';
}

/** What a poll reply means for the panel; a spent code (another tab collected it) reads as expired. */
export function stateAfterPoll(status: QrLoginStatus): QrPanelState {
  return status === 'used' ? 'expired' : status;
}

/** A code past its time needs no server to say so (the tab may have slept through it). */
export function expiredLocally(expiresAt: number, now: number): boolean {
  return now >= expiresAt;
}

export interface QrOverlay {
  text: string;
  /** A click anywhere on the overlay fetches a new code. */
  refresh: boolean;
  tone: 'info' | 'success' | 'muted';
}

/** What covers the QR picture in each state (none while it waits to be scanned). */
export function overlayOf(state: QrPanelState): QrOverlay | null {
  switch (state) {
    case 'waiting':
      return null;
    case 'loading':
      return { text: T.loading, refresh: false, tone: 'muted' };
    case 'failed':
      return { text: `${T.loadFailed}，${T.refresh}`, refresh: true, tone: 'muted' };
    case 'scanned':
      return { text: T.scanned, refresh: false, tone: 'success' };
    case 'confirmed':
      return { text: T.loggingIn, refresh: false, tone: 'success' };
    case 'used':
    case 'expired':
      return { text: T.expired, refresh: true, tone: 'muted' };
    case 'cancelled':
      return { text: T.cancelled, refresh: true, tone: 'muted' };
  }
}
