import { getSystemParam } from '@portal/contract/calls/system/param';
import { callApi } from '../../api/client.ts';
import { installAntiDebug } from './anti-debug.ts';

/** The operator's switch, a system parameter like the gray mode's `pc_color_switch`. */
export const ANTI_DEBUG_PARAM = 'anti_debug_switch';

/** Only the value '1' turns it on; missing, empty, '0' or anything else leave it off. */
export function antiDebugWanted(value: string | null | undefined): boolean {
  return value === '1';
}

/**
 * After the first render of a production build: asks the server for the switch and installs the
 * routine when it is on. A development build never even asks. Failures leave it off.
 */
export async function startAntiDebugIfSwitchedOn(): Promise<void> {
  if (import.meta.env.DEV) return;
  try {
    const { value } = await callApi(getSystemParam, { key: ANTI_DEBUG_PARAM });
    installAntiDebug({ enabled: antiDebugWanted(value), dev: import.meta.env.DEV });
  } catch {
    // Off: the portal works the same without it.
  }
}
