import { useCallback, useEffect, useRef, useState } from 'react';

interface Loaded<T> {
  key: string;
  data: T | undefined;
  error: unknown;
}

/** How a read ended: its data, or why it failed (never undefined: a bare rejection becomes an Error). */
export type ReadOutcome<T> = { data: T } | { error: unknown };

/**
 * Runs `load` and hands its outcome to `settle` unless the returned cancel ran first. useLoaded
 * cancels a read whenever a newer one starts (a new key, a reload) or the screen goes, so a slow
 * reply that arrives after the reload following a save is dropped instead of putting back the
 * list without the saved row.
 */
export function readUnlessCancelled<T>(load: () => Promise<T>, settle: (outcome: ReadOutcome<T>) => void): () => void {
  let live = true;
  load().then(
    (data) => live && settle({ data }),
    (error: unknown) => live && settle({ error: error ?? new Error('failed') }),
  );
  return () => {
    live = false;
  };
}

/**
 * What a screen reads from the server: `load()` runs whenever `key` changes (and on `reload`);
 * a null key waits. The last data stays shown while the next read runs, `loading` is true until
 * the read for the current key has answered, and a reply that arrives after the key changed is
 * dropped. `setData` changes the shown data in place (a saved row) without reading again.
 */
export function useLoaded<T>(load: () => Promise<T>, key: string | null) {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<Loaded<T> | null>(null);
  const fullKey = key === null ? null : `${key}#${tick}`;

  useEffect(() => {
    if (fullKey === null) return;
    return readUnlessCancelled(loadRef.current, (outcome) =>
      setState((s) => ('data' in outcome ? { key: fullKey, data: outcome.data, error: undefined } : { key: fullKey, data: s?.data, error: outcome.error })),
    );
  }, [fullKey]);

  const current = state !== null && state.key === fullKey ? state : null;
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const setData = useCallback((update: (data: T) => T) => setState((s) => (s?.data === undefined ? s : { ...s, data: update(s.data) })), []);
  return {
    data: state?.data,
    loading: current === null,
    failed: current !== null && current.error !== undefined,
    error: current?.error,
    reload,
    setData,
  };
}
