/** Addresses of the product screens (§2), in one place for links and the route table. */
export const productCentrePath = (type?: string) => (type ? `/bankProduct?type=${encodeURIComponent(type)}` : '/bankProduct');
export const productDetailPath = (code: string) => `/bankProduct/detail?code=${encodeURIComponent(code)}`;
export const fundDetailPath = (proCode: string) => `/financialDetail?proCode=${encodeURIComponent(proCode)}`;
export const FINANCIAL_LIST_PATH = '/financialList';
