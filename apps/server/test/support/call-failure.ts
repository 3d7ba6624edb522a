import { CallError } from '@portal/contract/envelope/client';

/** The coded error a call must fail with; a call that succeeds (or fails otherwise) fails the test. */
export async function failure(promise: Promise<unknown>): Promise<CallError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof CallError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}
