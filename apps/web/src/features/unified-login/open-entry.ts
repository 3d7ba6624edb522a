import { webAuthGenerateSt } from '@portal/contract/calls/unified-login/unified-login';
import { callApi } from '../../api/client.ts';

/**
 * Opens a bank system with a fresh one-time `st`. The window opens at the click, before the
 * ticket call answers: a window opened after an await is no longer the user's gesture and the
 * browser's popup blocker would stop it. Returns false when the browser refused the window.
 */
export async function openUnifiedEntry(systemCode: string, open: typeof window.open = window.open.bind(window)): Promise<boolean> {
  const target = open('', '_blank');
  if (!target) return false;
  try {
    const { entryUrl } = await callApi(webAuthGenerateSt, { systemCode });
    // The system must not reach back into the portal's tab.
    target.opener = null;
    target.location.href = new URL(entryUrl, window.location.origin).toString();
    return true;
  } catch (error) {
    target.close();
    throw error;
  }
}
