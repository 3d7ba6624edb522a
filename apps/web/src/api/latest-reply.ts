import { useState } from 'react';

/**
 * A gate for a screen's list reloads: `latest(promise)` settles like `promise` when no newer
 * call went through the gate since, and never settles otherwise. A slow first load that
 * arrives after the reload following a save is thereby dropped instead of putting back the
 * list without the saved row (the race that made a console journey flaky).
 */
export function latestOnly(): <T>(reply: Promise<T>) => Promise<T> {
  let newest = 0;
  return <T>(reply: Promise<T>) => {
    const mine = ++newest;
    const stale = new Promise<never>(() => undefined);
    return reply.then(
      (value) => (mine === newest ? value : stale),
      (err: unknown) => (mine === newest ? Promise.reject(err) : stale),
    );
  };
}

/** `latestOnly` kept for the life of a component. */
export function useLatestReply(): <T>(reply: Promise<T>) => Promise<T> {
  return useState(latestOnly)[0];
}
