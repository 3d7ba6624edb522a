/**
 * A per-process cache for data every visitor reads and operators rarely change (page
 * configuration, system parameters). A value is served for `ttlMs`, so a change made on
 * another instance shows within that time; `invalidate` makes it immediate on this one.
 * A load that throws is not cached, so misses such as unknown page codes cannot fill it.
 */
export function createReadThroughCache<K, V>(load: (key: K) => Promise<V>, options: { ttlMs: number }) {
  const entries = new Map<K, { value: V; loadedAt: number }>();
  return {
    async get(key: K): Promise<V> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.loadedAt < options.ttlMs) return hit.value;
      entries.delete(key);
      const value = await load(key);
      entries.set(key, { value, loadedAt: Date.now() });
      return value;
    },
    invalidate: (key: K) => void entries.delete(key),
  };
}
