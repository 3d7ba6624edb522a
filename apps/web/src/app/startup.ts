import { sm3 } from 'sm-crypto-v2';
import { getTime } from '@portal/contract/calls/common/get-time';
import { checkRiskDevice } from '@portal/contract/calls/risk/device';
import { getSystemParam } from '@portal/contract/calls/system/param';
import { getAppLoginConfig } from '@portal/contract/calls/login-pages/get-app-login-config';
import { callApi, prepareEnvelopeKey } from '../api/client.ts';
import { LOCAL_KEYS, SESSION_KEYS } from '../api/session-storage.ts';
import { rememberLoginConfigShowCustomer } from '../features/customer-service/customer-display.ts';
import { preloadHomeScreen } from './home-prefetch.ts';
import { utcOffset } from './utc-offset.ts';

/** §4 Startup, step 1: the server-clock offset, once per session; 0 on any failure. */
async function syncTime(): Promise<void> {
  if (sessionStorage.getItem(SESSION_KEYS.timeDiff) !== null) return;
  let diff = 0;
  try {
    const sentAt = Date.now();
    const serverNow = await callApi(getTime, {});
    // Half the round trip is the best estimate of when the server read its clock.
    diff = Math.round(serverNow - (sentAt + Date.now()) / 2);
  } catch {
    diff = 0;
  }
  sessionStorage.setItem(SESSION_KEYS.timeDiff, String(diff));
}

function browserTraits() {
  return {
    screen: `${window.screen.width}x${window.screen.height}x${window.screen.colorDepth}`,
    timezone: utcOffset(),
    language: navigator.language,
    platform: navigator.platform,
  };
}

/** Step 2: the risk-management device check, once per session; failures are silent. */
async function checkDevice(): Promise<void> {
  if (sessionStorage.getItem(SESSION_KEYS.riskChecked)) return;
  try {
    const traits = browserTraits();
    const fingerprint = sm3(
      [navigator.userAgent, traits.screen, traits.timezone, traits.language, traits.platform, navigator.hardwareConcurrency].join('|'),
    );
    await callApi(checkRiskDevice, { fingerprint, ...traits });
    sessionStorage.setItem(SESSION_KEYS.riskChecked, '1');
  } catch {
    // The portal works without the risk check; the server sees the device at the next start.
  }
}

/** Step 3: the gray-release switch; the stored grayScale '0' paints the site in gray. */
async function fetchGrayFlag(): Promise<void> {
  try {
    const { value } = await callApi(getSystemParam, { key: 'pc_color_switch' });
    if (value !== null) localStorage.setItem(LOCAL_KEYS.grayScale, value);
  } catch {
    // Keep the last known setting.
  }
}

export function applyGrayScale(): void {
  document.documentElement.classList.toggle('portal-gray', localStorage.getItem(LOCAL_KEYS.grayScale) === '0');
}

/** The `redirectUrl` a tab was opened with, in the hash's query or the page address's own. */
export function arrivalRedirectUrl(location: Pick<Location, 'hash' | 'search'>): string | null {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  return new URLSearchParams(hashQuery).get('redirectUrl') ?? new URLSearchParams(location.search).get('redirectUrl');
}

/**
 * Step 4: a tab that arrives with a return address asks the login-page configuration whether
 * the customer-service widget shows (§7 getAppLoginConfig); the answer holds for the session.
 */
async function fetchAppLoginConfig(): Promise<void> {
  const redirectUrl = arrivalRedirectUrl(window.location);
  if (!redirectUrl) return;
  try {
    const { showCustomer } = await callApi(getAppLoginConfig, { redirectUrl });
    rememberLoginConfigShowCustomer(showCustomer);
  } catch {
    // Unknown: the widget follows its other rules.
  }
}

/**
 * Runs before the first render (§4 Startup): the clock first, since every signed call's
 * timestamp depends on it, then the risk check, the gray flag, the login-page configuration
 * and `alsoBeforeRender` (the login check) side by side: none needs another's answer, and
 * each of them waits a round trip. The key exchange needs no clock and starts at once, and so
 * does the home screen's code; the home page's configuration was asked for before the modules
 * ran (static/home-prefetch.js).
 */
export async function startup(alsoBeforeRender: () => Promise<void>): Promise<void> {
  prepareEnvelopeKey();
  preloadHomeScreen(window.location);
  await syncTime();
  await Promise.all([checkDevice(), fetchGrayFlag().then(applyGrayScale), fetchAppLoginConfig(), alsoBeforeRender()]);
}
