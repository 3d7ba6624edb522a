import { useEffect, useEffectEvent, useState } from 'react';
import { DESK_EVENTS_PATH, type DeskChange } from '@portal/contract/calls/desk/desk-events';
import { API_PREFIX } from '@portal/contract/envelope/protocol';

/** The desk's push address: same origin, the staff session cookie authenticates it. */
export const DESK_EVENTS_URL = API_PREFIX + DESK_EVENTS_PATH;

/** A closed stream (refused, server gone) is opened again after this long; the desk polls meanwhile. */
const REOPEN_MS = 10_000;

function parseChange(data: unknown): DeskChange {
  try {
    const change = JSON.parse(String(data)) as Partial<DeskChange>;
    if (change.scope === 'queue') return { scope: 'queue' };
    if (change.scope === 'conversation' && typeof change.uuid === 'string') return { scope: 'conversation', uuid: change.uuid };
  } catch {
    // A line we cannot read says only that something changed.
  }
  return { scope: 'queue' };
}

/**
 * Listens to the desk's server-sent events while mounted: every `change` goes to `onChange`,
 * and a stream that comes back after a drop calls `onReconnect` (changes may have been missed).
 * Returns whether the stream is connected. Closed on unmount (leaving the desk, logging out).
 */
export function useDeskEvents(onChange: (change: DeskChange) => void, onReconnect: () => void): boolean {
  const [connected, setConnected] = useState(false);
  const changed = useEffectEvent(onChange);
  const reconnected = useEffectEvent(onReconnect);

  useEffect(() => {
    let source: EventSource | null = null;
    let reopen: number | undefined;
    let openedBefore = false;
    const open = () => {
      source = new EventSource(DESK_EVENTS_URL);
      source.addEventListener('open', () => {
        setConnected(true);
        if (openedBefore) reconnected();
        openedBefore = true;
      });
      source.addEventListener('error', () => {
        setConnected(false);
        // The browser retries a dropped stream by itself, but not one the server refused.
        if (source?.readyState === EventSource.CLOSED) reopen = window.setTimeout(open, REOPEN_MS);
      });
      source.addEventListener('change', (event) => changed(parseChange((event as MessageEvent).data)));
    };
    open();
    return () => {
      window.clearTimeout(reopen);
      source?.close();
    };
  }, []);

  return connected;
}

/** The current time, renewed every `stepMs` (for clocks that tick). */
export function useNow(stepMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), stepMs);
    return () => window.clearInterval(timer);
  }, [stepMs]);
  return now;
}
