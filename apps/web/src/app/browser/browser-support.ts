/**
 * Browser and client detection (spec §2 /ie8, §8 browser too old, §9 Chrome below 88, the bank's
 * own clients, key browsers). One pure function over the user-agent string so the tests can feed
 * it a table of real ones; `detectBrowser()` reads the running browser's.
 *
 * The plain-ES3 `public/static/legacy-check.js` repeats only the IE test (it runs where this
 * module cannot); its pattern is `IE_UA_PATTERN` below, and a unit test keeps the two equal.
 */

export type BrowserFamily =
  | 'chrome'
  | 'edge'
  | 'firefox'
  | 'safari'
  | 'ie'
  | 'edge-legacy'
  | 'uos'
  | 'qq'
  | '360'
  | 'wechat'
  | 'other';

export type OsFamily = 'windows' | 'macos' | 'uos' | 'kylin' | 'linux' | 'android' | 'ios' | 'harmony' | 'other';

/**
 * User-agent markers of the bank's own clients. The desktop client (企业网银客户端, a Chromium
 * shell) appends `DXEnterprise/<version>`; the mobile banking app's web view appends
 * `DingxinBank/<version>`. Both are Chromium underneath, so the Chromium version rules still apply.
 */
export const BANK_CLIENT_MARKERS = {
  desktop: 'DXEnterprise/',
  mobile: 'DingxinBank/',
} as const;
export type BankClient = keyof typeof BANK_CLIENT_MARKERS;

/**
 * Lowest versions that are not flagged low (§9 names Chrome 88). Edge 88 is the same Chromium;
 * Firefox 78 (ESR, July 2020) is the first with everything the portal's bundle uses (optional
 * chaining, `??`, `globalThis`, private fields came later but are compiled away) and the web
 * extension API of the key.
 */
export const MIN_VERSIONS = { chrome: 88, edge: 88, firefox: 78 } as const;

/** Any Internet Explorer (MSIE up to 10, Trident for 11) and the pre-Chromium Edge (EdgeHTML). */
export const IE_UA_PATTERN = /MSIE |Trident\/| Edge\//;

export interface BrowserInfo {
  family: BrowserFamily;
  /** Major version of the browser family (for Chromium shells, of the shell itself); 0 when unknown. */
  version: number;
  /** Major Chromium version when the engine is Chromium, else null. */
  chromium: number | null;
  os: OsFamily;
  mobile: boolean;
  /** The bank's own client, by its marker; null for any other browser. */
  bankClient: BankClient | null;
  /** IE and EdgeHTML: the portal's code cannot run there; they get the /ie8 page. */
  blocked: boolean;
  /** Runs the portal but below the recommended version: a notice, never a block. */
  low: boolean;
  /** The USB-key signing extension exists only for Chrome, Edge and Firefox (§8). */
  keySupported: boolean;
}

function major(ua: string, pattern: RegExp): number {
  const found = pattern.exec(ua);
  return found ? Number.parseInt(found[1]!, 10) : 0;
}

function osOf(ua: string): OsFamily {
  if (/HarmonyOS|OpenHarmony/i.test(ua)) return 'harmony';
  if (/Android/.test(ua)) return 'android';
  if (/iPhone|iPad|iPod/.test(ua)) return 'ios';
  if (/Windows/.test(ua)) return 'windows';
  if (/Macintosh|Mac OS X/.test(ua)) return 'macos';
  if (/\bUOS|UnionTech/.test(ua)) return 'uos';
  if (/Kylin/i.test(ua)) return 'kylin';
  if (/Linux|X11/.test(ua)) return 'linux';
  return 'other';
}

function familyOf(ua: string): { family: BrowserFamily; version: number } {
  if (/MSIE (\d+)/.test(ua)) return { family: 'ie', version: major(ua, /MSIE (\d+)/) };
  if (/Trident\//.test(ua)) return { family: 'ie', version: major(ua, /rv:(\d+)/) || 11 };
  if (/ Edge\/(\d+)/.test(ua)) return { family: 'edge-legacy', version: major(ua, / Edge\/(\d+)/) };
  if (/MicroMessenger\/(\d+)/.test(ua)) return { family: 'wechat', version: major(ua, /MicroMessenger\/(\d+)/) };
  if (/Edg(?:A|iOS)?\/(\d+)/.test(ua)) return { family: 'edge', version: major(ua, /Edg(?:A|iOS)?\/(\d+)/) };
  if (/UOSBrowser\/(\d+)|browser\/(\d+).*UOS/i.test(ua)) return { family: 'uos', version: major(ua, /(?:UOSBrowser|browser)\/(\d+)/i) };
  if (/QQBrowser\/(\d+)/.test(ua)) return { family: 'qq', version: major(ua, /QQBrowser\/(\d+)/) };
  if (/QihooBrowser|360SE|360EE|QHBrowser/.test(ua)) return { family: '360', version: 0 };
  if (/(?:Firefox|FxiOS)\/(\d+)/.test(ua)) return { family: 'firefox', version: major(ua, /(?:Firefox|FxiOS)\/(\d+)/) };
  if (/(?:Chrome|CriOS)\/(\d+)/.test(ua) && !/OPR\/|SamsungBrowser\//.test(ua)) {
    return { family: 'chrome', version: major(ua, /(?:Chrome|CriOS)\/(\d+)/) };
  }
  if (/Version\/(\d+).*Safari\//.test(ua)) return { family: 'safari', version: major(ua, /Version\/(\d+)/) };
  return { family: 'other', version: 0 };
}

function bankClientOf(ua: string): BankClient | null {
  for (const [client, marker] of Object.entries(BANK_CLIENT_MARKERS) as Array<[BankClient, string]>) {
    if (ua.includes(marker)) return client;
  }
  return null;
}

/** Reads a user-agent string; `maxTouchPoints` tells an iPad that calls itself a Mac. */
export function parseUserAgent(ua: string, maxTouchPoints = 0): BrowserInfo {
  const { family, version } = familyOf(ua);
  let os = osOf(ua);
  if (os === 'macos' && maxTouchPoints > 1) os = 'ios';
  const mobile = os === 'android' || os === 'ios' || os === 'harmony' || /Mobile/.test(ua);
  // iOS browsers are all WebKit, whatever they call themselves: no Chromium there.
  const chromium = os === 'ios' ? null : major(ua, /Chrome\/(\d+)/) || null;
  const blocked = family === 'ie' || family === 'edge-legacy';
  const low =
    !blocked &&
    ((family === 'chrome' && version < MIN_VERSIONS.chrome) ||
      (family === 'edge' && version < MIN_VERSIONS.edge) ||
      (family === 'firefox' && version < MIN_VERSIONS.firefox) ||
      // Chromium shells (360, QQ, UOS, the bank's client) inherit Chromium's floor.
      (family !== 'chrome' && family !== 'edge' && chromium !== null && chromium < MIN_VERSIONS.chrome));
  // The key extension is published for desktop Chrome, Edge and Firefox; the bank's desktop
  // client bundles it. Phones have no USB key.
  const keySupported =
    !mobile && (family === 'chrome' || family === 'edge' || family === 'firefox' || bankClientOf(ua) === 'desktop');
  return { family, version, chromium, os, mobile, bankClient: bankClientOf(ua), blocked, low, keySupported };
}

/** The running browser. */
export function detectBrowser(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): BrowserInfo {
  return parseUserAgent(nav.userAgent, nav.maxTouchPoints ?? 0);
}
