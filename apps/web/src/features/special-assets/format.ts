/** 1,234.56 万元 from fen; amounts below 10,000 yuan in 元. */
export function formatPrice(fen: number): string {
  const yuan = fen / 100;
  if (yuan >= 10_000) return `${(yuan / 10_000).toLocaleString('zh-CN', { maximumFractionDigits: 2 })} 万元`;
  return `${yuan.toLocaleString('zh-CN', { maximumFractionDigits: 2 })} 元`;
}

export function formatArea(m2: number): string {
  return `${m2.toLocaleString('zh-CN', { maximumFractionDigits: 2 })} 平方米`;
}

export const detailPath = (assetId: string) => `/specialRes/detail?id=${encodeURIComponent(assetId)}&pageCode=tszc`;
