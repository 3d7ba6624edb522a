import { trackEvents, type TrackEvent } from '@portal/contract/calls/analytics/track';
import type { TrackInput } from '../app/track.ts';
import { callApi, onCallFailure } from './client.ts';

const FLUSH_DELAY_MS = 2_000;
const MAX_BATCH = 50;

const queue: TrackEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

export interface PageRef {
  pageCode: string;
  pageUrl: string;
  referrer?: string;
}

let currentPage: PageRef = { pageCode: 'index', pageUrl: '' };

/** Called by the router on every page change so events carry the page they happened on. */
export function setTrackedPage(page: PageRef): void {
  currentPage = page;
}

function flush(): void {
  timer = undefined;
  const events = queue.splice(0, MAX_BATCH);
  if (events.length === 0) return;
  // Analytics must never disturb the user: failures are dropped.
  callApi(trackEvents, { events }).catch(() => undefined);
  if (queue.length) timer = setTimeout(flush, FLUSH_DELAY_MS);
}

/** Queues a tracking event; events are sent in small batches. */
export function track(event: TrackInput): void {
  queue.push({ ...event, ...currentPage, at: Date.now() });
  timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  if (queue.length >= MAX_BATCH) {
    clearTimeout(timer);
    flush();
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flush);
}

// §8 Transport: a failed call is an analytics event too (but a failed tracking call is not).
onCallFailure((def, error) => {
  if (def === trackEvents) return;
  track({ type: 'api_error', trackId: String(error.code), label: `${def.method} ${def.path}`.slice(0, 100) });
});
