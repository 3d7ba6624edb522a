/** Strings of the browser notices (§8 browser too old, §9 Chrome below 88). */
export const BROWSER_TEXTS = {
  lowNotice: (name: string) =>
    `您当前使用的${name}版本较低，部分功能可能无法正常使用。本网站建议使用 Chrome 88、Edge、Firefox 及以上版本浏览器。`,
  downloadCentre: '前往下载中心',
  dismiss: '关闭提示',
  familyNames: {
    chrome: 'Chrome 浏览器',
    edge: 'Edge 浏览器',
    firefox: 'Firefox 浏览器',
    uos: '统信浏览器',
    qq: 'QQ 浏览器',
    '360': '360 浏览器',
    other: '浏览器',
  } as Record<string, string>,
} as const;

/** The portal's download centre (下载中心 > 网银安全控件), where the recommended browsers are listed. */
export const DOWNLOAD_CENTRE_PATH = '/netshield';
