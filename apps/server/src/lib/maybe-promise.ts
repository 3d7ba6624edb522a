/** A value that is there now, or will be. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * Runs `next` at once when `value` is already there, and after it settles otherwise. The polls
 * answered from memory (keys, nonces, chat views) then pass through the call without a promise
 * and a microtask per step; a value that has to come from the database still waits for it.
 * A throw in `next` is a throw here, or a rejection when `value` was a promise: either way
 * Fastify answers it through the error handler.
 */
export function andThen<T, R>(value: MaybePromise<T>, next: (value: T) => MaybePromise<R>): MaybePromise<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}
