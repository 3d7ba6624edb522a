import { describe, expect, it } from 'vitest';
import { readUnlessCancelled, type ReadOutcome } from './use-loaded.ts';

const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failLater = (message: string, ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error(message)), ms));

/**
 * The read under useLoaded: a screen's reload cancels the read before it (useLoaded does it on
 * every new key or reload), so only the newest read's reply is shown.
 */
describe('readUnlessCancelled', () => {
  it('passes the newest reply and drops an older one that arrives after it', async () => {
    const seen: string[] = [];
    const settle = (outcome: ReadOutcome<string>) => seen.push('data' in outcome ? outcome.data : 'failed');
    const cancelFirst = readUnlessCancelled(() => later('first load', 40), settle);
    // The reload after a save: the first read is cancelled, the second answers first.
    cancelFirst();
    readUnlessCancelled(() => later('reload after save', 5), settle);
    await later(null, 80);
    expect(seen).toEqual(['reload after save']);
  });

  it('passes a failure of the newest read and drops one of an older read', async () => {
    const seen: unknown[] = [];
    const settle = (outcome: ReadOutcome<string>) => seen.push('error' in outcome ? (outcome.error as Error).message : outcome.data);
    readUnlessCancelled(() => failLater('old', 5), settle)();
    readUnlessCancelled(() => failLater('new', 10), settle);
    await later(null, 40);
    expect(seen).toEqual(['new']);
  });

  it('reports a bare rejection as an error, so a failed read is never taken for one still running', async () => {
    let outcome: ReadOutcome<string> | undefined;
    readUnlessCancelled(() => Promise.reject(undefined), (o) => (outcome = o));
    await later(null, 5);
    expect(outcome).toEqual({ error: new Error('failed') });
  });
});
