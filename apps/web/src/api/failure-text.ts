import { CallError } from '@portal/contract/envelope/client';

/** What to tell the user about a failed call: the server's coded message, else `fallback`. */
export function failureText(err: unknown, fallback: string): string {
  return err instanceof CallError && err.message ? err.message : fallback;
}
