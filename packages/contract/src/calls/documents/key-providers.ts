import { KEY_DRIVER_MIN_VERSION } from '../../limits.ts';

/**
 * The six hardware-key providers the portal supports (§3 driver info, §9): one RSA provider and
 * five SM2 providers from different vendors. `minKeySnVersion` is the oldest driver that can
 * read the key serial; null means every version can. `code` ties a provider to its driver
 * downloads (documents of category netshieldDriver, meta.provider).
 */
export interface KeyProvider {
  code: string;
  vendor: string;
  product: string;
  /** The CSP name the key extension reports (§3 cspName). */
  cspName: string;
  certType: 'SM2' | 'RSA';
  minKeySnVersion: string | null;
}

export const KEY_PROVIDERS: readonly KeyProvider[] = [
  { code: 'feitian', vendor: '飞天诚信科技股份有限公司', product: '飞天 ePass3003 国密 U盾', cspName: 'FT ePass3003 SM2 CSP DXBank', certType: 'SM2', minKeySnVersion: KEY_DRIVER_MIN_VERSION },
  { code: 'watchdata', vendor: '北京握奇数据股份有限公司', product: '握奇 WatchKey 国密 U盾', cspName: 'WatchData WatchKey SM2 CSP DXBank', certType: 'SM2', minKeySnVersion: KEY_DRIVER_MIN_VERSION },
  { code: 'haitai', vendor: '北京海泰方圆科技股份有限公司', product: '海泰 HaiKey 国密 U盾', cspName: 'HaiTai HaiKey SM2 CSP DXBank', certType: 'SM2', minKeySnVersion: '2.1.8.1106' },
  { code: 'huada', vendor: '北京中电华大电子设计有限责任公司', product: '华大 CIU 国密 U盾', cspName: 'HED CIU9872 SM2 CSP DXBank', certType: 'SM2', minKeySnVersion: '3.0.2.415' },
  { code: 'fisec', vendor: '山东渔翁信息技术股份有限公司', product: '渔翁 FMKey 国密 U盾', cspName: 'FISEC FMKey SM2 CSP DXBank', certType: 'SM2', minKeySnVersion: null },
  { code: 'tendyron', vendor: '天地融科技股份有限公司', product: '天地融 RSA U盾（存量客户）', cspName: 'Tendyron RSA CSP DXBank', certType: 'RSA', minKeySnVersion: null },
];

/** Operating systems a driver may support, as the security-device assistant lists them. */
export const KEY_DRIVER_SYSTEMS = ['Windows', '统信UOS', '麒麟'] as const;
