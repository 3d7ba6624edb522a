import { ROUTER_HISTORY_MAX } from '@portal/contract/limits';

/** One visited page (§3 Router history entry), kept for analytics referrers. */
export interface RouterHistoryEntry {
  totalUrl: string;
  config: { meta: { title: string } };
  Pg_Cd: string;
}

export interface PageAnalytics {
  currentUrl: string;
  currentName: string;
  currentCode: string;
  referrerUrl: string;
  beforeReferrerUrl: string;
}

const STORAGE_KEY = 'routerHistory';

export function readHistory(storage: Storage): RouterHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as RouterHistoryEntry[]) : [];
  } catch {
    return [];
  }
}

/** Appends a visit, keeping at most ROUTER_HISTORY_MAX entries; returns the analytics fields. */
export function recordVisit(storage: Storage, entry: RouterHistoryEntry): PageAnalytics {
  const history = readHistory(storage);
  const last = history[history.length - 1];
  if (last?.totalUrl !== entry.totalUrl) history.push(entry);
  const kept = history.slice(-ROUTER_HISTORY_MAX);
  storage.setItem(STORAGE_KEY, JSON.stringify(kept));
  return analyticsOf(kept);
}

export function analyticsOf(history: RouterHistoryEntry[]): PageAnalytics {
  const current = history[history.length - 1];
  return {
    currentUrl: current?.totalUrl ?? '',
    currentName: current?.config.meta.title ?? '',
    currentCode: current?.Pg_Cd ?? '',
    referrerUrl: history[history.length - 2]?.totalUrl ?? '',
    beforeReferrerUrl: history[history.length - 3]?.totalUrl ?? '',
  };
}
