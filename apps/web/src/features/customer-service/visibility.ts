import { QUERY_VALUES } from '@portal/contract/codes';
import { pageCodeOf } from '../../app/page-code.ts';

/**
 * Path segments of the portal's sub-areas that bring their own service channels (§1, §2):
 * enterprise web banking (企业网银, /qywy/…), enterprise finance (企业金融, /qyjr/…) and trust
 * (/trust). A route whose path has one of these segments shows no customer-service widget.
 */
export const HIDDEN_PATH_SEGMENTS = ['qywy', 'qyjr', 'trust'] as const;

/** Page codes of the privacy policy (隐私政策) and service agreement (服务协议) pages. */
export const HIDDEN_PAGE_CODES = ['yszc', 'fwxy'] as const;

/** Value of the `customer_display` system parameter and of the app flag that mean "shown". */
export const CUSTOMER_ON = '1';

export interface WidgetContext {
  /** The route's path, e.g. `/trust` (from the hash). */
  path: string;
  /** The route's query string (`?pageCode=…&fromWY=1`). */
  search: string;
  /** The page address's own query string, before the hash: client apps may put fromWY there. */
  outerSearch?: string;
  /** The `customer_display` system parameter; null while unknown or unset. */
  customerDisplay: string | null;
  /** The app configuration's `customer` flag (page configuration `pageInfo.customer`); absent means '1'. */
  appCustomer: string | undefined;
  /** The login-page configuration's `showCustomer`; null when it says nothing. */
  loginConfigShowCustomer: boolean | null;
}

function pathSegments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Whether the customer-service entry and window are shown (§2 Customer-service widget
 * visibility): never in the enterprise web-banking, enterprise-finance or trust areas, with
 * `fromWY=1`, on the privacy and service-agreement pages, or when the login-page
 * configuration turns it off; otherwise only when the `customer_display` switch is on and
 * the app configuration says customer = 1.
 */
export function customerServiceVisible(ctx: WidgetContext): boolean {
  const segments = pathSegments(ctx.path);
  if (HIDDEN_PATH_SEGMENTS.some((s) => segments.includes(s))) return false;
  const searches = [ctx.search, ctx.outerSearch ?? ''].map((s) => new URLSearchParams(s));
  if (searches.some((p) => p.get('fromWY') === QUERY_VALUES.fromWyHideWidget)) return false;
  if ((HIDDEN_PAGE_CODES as readonly string[]).includes(pageCodeOf(ctx.search))) return false;
  if (ctx.loginConfigShowCustomer === false) return false;
  return ctx.customerDisplay === CUSTOMER_ON && (ctx.appCustomer ?? CUSTOMER_ON) === CUSTOMER_ON;
}
