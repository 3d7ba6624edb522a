import { useCallback, useEffect, useRef, useState } from 'react';

interface Loaded<T> {
  key: string;
  data: T | undefined;
  error: unknown;
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
    let live = true;
    loadRef.current().then(
      (data) => live && setState({ key: fullKey, data, error: undefined }),
      (error: unknown) => live && setState((s) => ({ key: fullKey, data: s?.data, error: error ?? new Error('failed') })),
    );
    return () => {
      live = false;
    };
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
