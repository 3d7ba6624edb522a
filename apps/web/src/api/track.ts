import { TRACK_BATCH_MAX, trackEvents, type LoginMethod, type TrackEvent } from '@portal/contract/calls/analytics/track';
import type { TrackInput } from '../app/track.ts';
import { callApi, onCallFailure } from './client.ts';
import { readTimeDiff } from './session-storage.ts';

const FLUSH_DELAY_MS = 2_000;
/** Events not sent when the page went away (a login reloads the page), sent by the next page. */
const PENDING_KEY = 'trackPending';
const STAFF_HASH = '#/staff';

const queue: TrackEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** The router-history fields of §3 every event carries: the page it happened on and where the user came from. */
export interface PageRef {
  pageCode: string;
  pageUrl: string;
  pageName?: string;
  referrer?: string;
  previousUrl?: string;
}

let currentPage: PageRef = { pageCode: 'index', pageUrl: '' };

/** Called by the router on every page change so events carry the page they happened on. */
export function setTrackedPage(page: PageRef): void {
  currentPage = page;
}

function flush(): void {
  timer = undefined;
  const events = queue.splice(0, TRACK_BATCH_MAX);
  if (events.length === 0) return;
  // Analytics must never disturb the user: failures are dropped.
  callApi(trackEvents, { events }).catch(() => undefined);
  if (queue.length) timer = setTimeout(flush, FLUSH_DELAY_MS);
}

/** Queues a tracking event; events are sent in small batches. */
export function track(event: TrackInput): void {
  // The staff consoles share the router but are not the portal: their use is not portal traffic.
  if (currentPage.pageUrl.startsWith(STAFF_HASH)) return;
  const { pageCode, pageUrl, pageName, referrer, previousUrl } = currentPage;
  queue.push({
    ...event,
    pageCode,
    pageUrl,
    // Empty router-history fields (the first page of a visit) are left out, not sent blank.
    ...(pageName ? { pageName } : {}),
    ...(referrer ? { referrer } : {}),
    ...(previousUrl ? { previousUrl } : {}),
    // Server time (§4 timeDiff), so events of clients with a wrong clock land on the right day.
    at: Date.now() + readTimeDiff(),
  });
  timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  if (queue.length >= TRACK_BATCH_MAX) {
    clearTimeout(timer);
    flush();
  }
}

/** §7 Other: a successful login, by how the customer logged in. */
export function trackLogin(method: LoginMethod): void {
  track({ type: 'login', detail: { method } });
}

if (typeof window !== 'undefined') {
  // A request started while the page unloads rarely finishes: keep the events for the next page.
  window.addEventListener('pagehide', () => {
    if (queue.length === 0) return;
    try {
      sessionStorage.setItem(PENDING_KEY, JSON.stringify(queue.splice(0, TRACK_BATCH_MAX)));
    } catch {
      // Storage full or blocked: the events are lost, which analytics can afford.
    }
  });
  try {
    const pending: unknown = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '[]');
    sessionStorage.removeItem(PENDING_KEY);
    if (Array.isArray(pending) && pending.length) {
      queue.push(...(pending as TrackEvent[]).slice(0, TRACK_BATCH_MAX));
      timer = setTimeout(flush, FLUSH_DELAY_MS);
    }
  } catch {
    sessionStorage.removeItem(PENDING_KEY);
  }
}

// §8 Transport: a failed call is an analytics event too (but a failed tracking call is not).
onCallFailure((def, error) => {
  if (def === trackEvents) return;
  track({
    type: 'api_error',
    trackId: String(error.code),
    label: `${def.method} ${def.path}`.slice(0, 100),
    detail: { path: def.path, code: error.code },
  });
});
