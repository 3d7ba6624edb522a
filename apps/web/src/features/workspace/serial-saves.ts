import { useRef } from 'react';

/**
 * Runs saves one after another in the order the user made them, so the server stores the last
 * order the user saw even when they move faster than the network, and tells which save is the
 * latest: only its answer (or failure) should reach the screen.
 */
export function useSerialSaves() {
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(0);
  return function enqueue<T>(send: () => Promise<T>): { ticket: number; done: Promise<T>; isLatest: () => boolean } {
    const ticket = ++latest.current;
    const done = queue.current.then(send, send);
    queue.current = done.catch(() => undefined);
    return { ticket, done, isLatest: () => ticket === latest.current };
  };
}
