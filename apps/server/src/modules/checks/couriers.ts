import type { CourierCode } from '@portal/contract/calls/checks/couriers';

/**
 * Each courier's public tracking page, `{no}` standing for the waybill number. These are the
 * couriers' own sites (an outside link, opened in a new tab); a bank changes a template here
 * when a courier moves its page.
 */
export const COURIER_TRACKING_URLS: Record<CourierCode, string> = {
  SF: 'https://www.sf-express.com/chn/sc/waybill/waybill-detail/{no}',
  EMS: 'https://www.ems.com.cn/queryList?mailNum={no}',
  JD: 'https://www.jdl.com/orderSearch/?waybillCodes={no}',
  ZTO: 'https://www.zto.com/?num={no}',
  YTO: 'https://www.yto.net.cn/?waybillNo={no}',
  STO: 'https://www.sto.cn/pc/service-page/Waybill?billCode={no}',
  YD: 'https://www.yundaex.com/cn/index.php?mailno={no}',
};

export function trackingUrl(courier: CourierCode, waybillNo: string): string {
  return COURIER_TRACKING_URLS[courier].replace('{no}', encodeURIComponent(waybillNo));
}
