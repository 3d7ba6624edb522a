/** User-facing strings of the home page in 关怀模式 (issue 38). */
export const CARE_HOME_TEXTS = {
  searchRegion: '查找功能',
  searchHint: '输入您要办理的业务，例如“发票查验”“证书下载”',
  tilesTitle: '常用服务',
} as const;
