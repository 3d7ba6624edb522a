import { EBANK_SELECT_TIMEOUT_MS, pageEbankSelect } from '@portal/contract/calls/console/page-select';
import { callApi } from '../../api/client.ts';

/** `promise`'s value, or `fallback` when it fails or takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

/**
 * The e-banking addresses of the portal pages (§7 /page/ebank/select), as e-banking reads
 * them: a short timeout and an empty map on failure, so a slow portal never holds the screen.
 */
export async function ebankAddresses(): Promise<Map<string, string>> {
  const reply = await withTimeout(callApi(pageEbankSelect, {}), EBANK_SELECT_TIMEOUT_MS, { items: [] });
  return new Map(reply.items.map((p) => [p.pageCode, p.address]));
}
