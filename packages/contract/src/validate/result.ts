/**
 * Outcome of a validation that a form shows to the user: the Chinese message travels with the
 * failure so the form rule, the server check and the test all read the same text.
 */
export type Validation = { ok: true } | { ok: false; message: string };

export const VALID: Validation = { ok: true };

export function check(ok: boolean, message: string): Validation {
  return ok ? VALID : { ok: false, message };
}
