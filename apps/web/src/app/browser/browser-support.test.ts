import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../../features/errors/texts.ts';
import { BANK_CLIENT_MARKERS, IE_UA_PATTERN, parseUserAgent, type BrowserInfo } from './browser-support.ts';

type Expect = Partial<BrowserInfo>;

/** Real user-agent strings, as the browsers send them. */
const TABLE: Array<[name: string, ua: string, expected: Expect]> = [
  [
    'Chrome 87 on Windows 10',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.141 Safari/537.36',
    { family: 'chrome', version: 87, os: 'windows', low: true, blocked: false, keySupported: true, mobile: false },
  ],
  [
    'Chrome 88 on Windows 7',
    'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/88.0.4324.104 Safari/537.36',
    { family: 'chrome', version: 88, os: 'windows', low: false, keySupported: true },
  ],
  [
    'Chrome 120 on Windows 11',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    { family: 'chrome', version: 120, chromium: 120, os: 'windows', low: false, keySupported: true, bankClient: null },
  ],
  [
    'Chrome 120 on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    { family: 'chrome', os: 'macos', low: false, keySupported: true },
  ],
  [
    'Edge 120 on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
    { family: 'edge', version: 120, low: false, keySupported: true },
  ],
  [
    'Edge 85 on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/85.0.4183.102 Safari/537.36 Edg/85.0.564.51',
    { family: 'edge', version: 85, low: true, keySupported: true },
  ],
  [
    'old EdgeHTML 18',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045',
    { family: 'edge-legacy', blocked: true, low: false, keySupported: false },
  ],
  [
    'Firefox 121 on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
    { family: 'firefox', version: 121, low: false, keySupported: true, chromium: null },
  ],
  [
    'Firefox 68 on Linux',
    'Mozilla/5.0 (X11; Linux x86_64; rv:68.0) Gecko/20100101 Firefox/68.0',
    { family: 'firefox', version: 68, os: 'linux', low: true, keySupported: true },
  ],
  [
    'Safari 17 on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
    { family: 'safari', version: 17, os: 'macos', low: false, blocked: false, keySupported: false },
  ],
  [
    'IE 8 on Windows 7',
    'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0; SLCC2; .NET CLR 2.0.50727)',
    { family: 'ie', version: 8, blocked: true, keySupported: false },
  ],
  [
    'IE 6 on Windows XP',
    'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1; SV1)',
    { family: 'ie', version: 6, blocked: true },
  ],
  [
    'IE 11 on Windows 10',
    'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    { family: 'ie', version: 11, os: 'windows', blocked: true, low: false, keySupported: false },
  ],
  [
    'UOS browser on UOS',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0.4103.118 Safari/537.36 UOSBrowser/6.0.1.1',
    { family: 'uos', version: 6, chromium: 83, os: 'uos', low: true, keySupported: false },
  ],
  [
    'Chrome on Kylin',
    'Mozilla/5.0 (X11; Kylin; Linux aarch64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/108.0.0.0 Safari/537.36',
    { family: 'chrome', os: 'kylin', low: false, keySupported: true },
  ],
  [
    'WeChat on Android',
    'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5235 MMWEBSDK/20230701 MMWEBID/2535 MicroMessenger/8.0.40.2420(0x28002837) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
    { family: 'wechat', version: 8, os: 'android', mobile: true, low: false, keySupported: false },
  ],
  [
    'WeChat on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.43(0x18002b2d) NetType/WIFI Language/zh_CN',
    { family: 'wechat', os: 'ios', mobile: true, chromium: null, keySupported: false },
  ],
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
    { family: 'safari', os: 'ios', mobile: true, keySupported: false },
  ],
  [
    'Chrome on iPhone (WebKit underneath)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/119.0.6045.169 Mobile/15E148 Safari/604.1',
    { family: 'chrome', version: 119, os: 'ios', chromium: null, mobile: true, low: false, keySupported: false },
  ],
  [
    'Chrome on Android',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    { family: 'chrome', os: 'android', mobile: true, keySupported: false },
  ],
  [
    'Huawei browser on HarmonyOS',
    'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00; HMSCore 6.12.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.2.311 Mobile Safari/537.36',
    { os: 'harmony', mobile: true, keySupported: false },
  ],
  [
    'the bank desktop client',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/108.0.5359.215 Safari/537.36 DXEnterprise/3.2.1',
    { family: 'chrome', bankClient: 'desktop', low: false, keySupported: true },
  ],
  [
    'the bank mobile app web view',
    'Mozilla/5.0 (Linux; Android 13; 22081212C Build/TKQ1.220829.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 DingxinBank/6.8.0',
    { bankClient: 'mobile', mobile: true, keySupported: false },
  ],
  [
    '360 safe browser (Chromium 86)',
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.198 Safari/537.36 QIHU 360SE',
    { family: '360', chromium: 86, low: true, keySupported: false },
  ],
  [
    'QQ browser',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.71 Safari/537.36 Core/1.94.197.400 QQBrowser/11.7.5287.400',
    { family: 'qq', chromium: 94, low: false, keySupported: false },
  ],
];

describe('browser and client detection (§8, §9)', () => {
  it.each(TABLE)('%s', (_name, ua, expected) => {
    expect(parseUserAgent(ua)).toMatchObject(expected);
  });

  it('takes an iPad that calls itself a Mac for a tablet', () => {
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
    expect(parseUserAgent(ipad, 5)).toMatchObject({ os: 'ios', mobile: true });
    expect(parseUserAgent(ipad, 0)).toMatchObject({ os: 'macos', mobile: false });
  });

  it('names the bank client markers as constants', () => {
    expect(BANK_CLIENT_MARKERS).toEqual({ desktop: 'DXEnterprise/', mobile: 'DingxinBank/' });
  });

  it('an unknown string is a supported, unflagged other browser', () => {
    expect(parseUserAgent('')).toMatchObject({ family: 'other', blocked: false, low: false, keySupported: false });
  });

  it('the legacy check that runs in IE uses the same IE pattern', () => {
    const legacy = readFileSync(new URL('../../../public/static/legacy-check.js', import.meta.url), 'utf8');
    expect(legacy).toContain(IE_UA_PATTERN.toString());
    // …and shows the same §8 words as the portal's own /ie8 page.
    expect(legacy).toContain(ERROR_TEXTS.ie8.title);
    expect(legacy).toContain(ERROR_TEXTS.ie8.subtitle);
  });
});
