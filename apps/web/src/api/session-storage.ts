/** Session-storage keys of the tab (§4 Startup and ARCHITECTURE §4.2). */
export const SESSION_KEYS = {
  timeDiff: 'timeDiff',
  envelopeKey: 'envelopeKey',
  token: 'token',
  riskChecked: 'riskChecked',
} as const;

/** Local-storage keys that outlive the tab. */
export const LOCAL_KEYS = {
  /** '0' turns on the site-wide gray mode (§4 Startup). */
  grayScale: 'grayScale',
  /** '1' while 关怀模式 is on in this browser (issue 38). */
  careMode: 'careMode',
  /** The 无障碍工具条's choices in this browser, JSON (issue 38 point 2; app/a11y/a11y-settings.ts). */
  a11y: 'a11ySettings',
} as const;

export function readTimeDiff(): number {
  const n = Number(sessionStorage.getItem(SESSION_KEYS.timeDiff));
  return Number.isFinite(n) ? n : 0;
}
