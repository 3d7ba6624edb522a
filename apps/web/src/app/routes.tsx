import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useOutletContext, type RouteObject } from 'react-router-dom';
import type { PageData } from '@portal/contract/page-config';
import { track } from '../api/track.ts';
import { BootFallback } from './BootFallback.tsx';
import { useCareMode } from './care/care-mode.ts';
import { ErrorLayout } from './ErrorLayout.tsx';
import { MainLayout } from './MainLayout.tsx';
import { pageCodeOf } from './page-code.ts';
import { loadPageData, requireLogin } from './page-loader.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { requireStaff, skipLoginForStaff } from '../staff/staff-session.ts';
// imports: workspace (issue 25)
import { requireWorkspaceLogin } from '../features/workspace/require-workspace-login.ts';
// end imports: workspace

/**
 * The route table of spec §2. Screens are lazy so the home route loads only what it shows.
 * Screens that later issues build join this table when they exist.
 */

/** Routes that need no login and no special handling (§2 whitelist). */
export const WHITELIST = [
  '/404',
  '/403',
  '/invalid',
  '/ie8',
  '/nomac',
  '/privacyClause',
  '/greenGoldPross/errorPage',
  '/login',
  '/register',
  '/identify',
  '/realAuth',
  '/openLogin',
  '/yqzl/statusSet',
  '/yqzl/apiApply',
  '/yqzl/myApi',
  '/yqzl/orderQuery',
  '/yqzl/testEnv',
  '/yqzl/adminAuth',
  '/yqzl/serviceSetting',
  '/yqzl/saasAD',
  '/yqzl/saasADNew',
  '/carbonAccount',
  '/qywy/rights',
  '/qywy/operation',
  '/qywy/wyQrqm',
  '/workspace',
  '/workspaceLogin',
  '/customer',
  // open platform catalogue (issue 26): the API catalogue is public like the other /yqzl pages
  '/yqzl/apis',
  // end open platform catalogue
] as const;

export function isWhitelisted(path: string): boolean {
  return (WHITELIST as readonly string[]).includes(path);
}

/** A screen module's default export, loaded on demand together with antd's provider. */
const lazyScreen = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const [{ default: Screen }, { AntdProvider }] = await Promise.all([load(), import('./AntdProvider.tsx')]);
  return {
    Component: () => (
      <AntdProvider>
        <Screen />
      </AntdProvider>
    ),
  };
};

/** The home page in 关怀模式 (issue 38): its own simpler screen, loaded only by those who use it. */
const CareHome = lazy(() => import('../features/home/care/CareHome.tsx').then((m) => ({ default: m.CareHome })));

function HomeRoute({ Screen }: { Screen: typeof import('../features/home/HomeScreen.tsx').HomeScreen }) {
  const page = useOutletContext<PageData>();
  const care = useCareMode();
  if (care) {
    return (
      <Suspense fallback={null}>
        <CareHome content={page.pageContent} track={track} heading={page.pageInfo.pageName} />
      </Suspense>
    );
  }
  return <Screen content={page.pageContent} track={track} heading={page.pageInfo.pageName} />;
}

const home: RouteObject['lazy'] = async () => {
  const { HomeScreen } = await import('../features/home/HomeScreen.tsx');
  return { Component: () => <HomeRoute Screen={HomeScreen} /> };
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's code and data load (without it the router warns on every load).
    HydrateFallback: BootFallback,
    children: [
      {
        // Main-area screens: header, footer and page configuration by pageCode.
        element: <MainLayout />,
        loader: loadPageData,
        // Leaving and re-entering the same pageCode need not refetch; a new pageCode does. A
        // screen's own query (the product centre's type, the finder's city) is not the page's.
        shouldRevalidate: ({ currentUrl, nextUrl }) => pageCodeOf(currentUrl.search) !== pageCodeOf(nextUrl.search),
        children: [
          { index: true, lazy: home },
          { path: 'index', lazy: home },
          { path: 'center', loader: requireLogin, lazy: lazyScreen(() => import('../features/center/CenterScreen.tsx')) },
          { path: 'disclaimerInfo', lazy: lazyScreen(() => import('../features/disclaimer/DisclaimerScreen.tsx')) },
          { path: 'resetPassword', lazy: lazyScreen(() => import('../features/password/ResetPasswordScreen.tsx')) },
          { path: 'resetPasswordNew', lazy: lazyScreen(() => import('../features/password/ResetPasswordNewScreen.tsx')) },
          // main-area routes: articles (issue 5)
          { path: 'page1', lazy: lazyScreen(() => import('../features/articles/Page1Screen.tsx')) },
          { path: 'noticeDetails', lazy: lazyScreen(() => import('../features/articles/NoticeDetailScreen.tsx')) },
          { path: 'newsDetail', lazy: lazyScreen(() => import('../features/articles/NewsDetailScreen.tsx')) },
          { path: 'imgTxtDetails', lazy: lazyScreen(() => import('../features/articles/ImgTxtDetailScreen.tsx')) },
          { path: 'txtListDetails', lazy: lazyScreen(() => import('../features/articles/TxtListScreen.tsx')) },
          { path: 'ygkjCase', lazy: lazyScreen(() => import('../features/articles/YgkjCaseScreen.tsx')) },
          { path: 'ygkjCase/detail', lazy: lazyScreen(() => import('../features/articles/YgkjCaseDetailScreen.tsx')) },
          { path: 'serviceCase', lazy: lazyScreen(() => import('../features/articles/ServiceCaseScreen.tsx')) },
          { path: 'serviceCase/detail', lazy: lazyScreen(() => import('../features/articles/ServiceCaseDetailScreen.tsx')) },
          // end main-area routes: articles
          // main-area routes: documents (issue 5)
          { path: 'docCenter', lazy: lazyScreen(() => import('../features/documents/DocCenterScreen.tsx')) },
          { path: 'bankGuide', lazy: lazyScreen(() => import('../features/documents/BankGuideScreen.tsx')) },
          { path: 'appGuide', lazy: lazyScreen(() => import('../features/documents/AppGuideScreen.tsx')) },
          { path: 'netshield', lazy: lazyScreen(() => import('../features/documents/NetshieldScreen.tsx')) },
          // end main-area routes: documents
          // main-area routes: products (issue 5)
          { path: 'bankProduct', lazy: lazyScreen(() => import('../features/products/ProductCentreScreen.tsx')) },
          { path: 'bankProduct/detail', lazy: lazyScreen(() => import('../features/products/ProductDetailScreen.tsx')) },
          { path: 'productDetails', lazy: lazyScreen(() => import('../features/products/ProductDetailScreen.tsx')) },
          { path: 'financialList', lazy: lazyScreen(() => import('../features/products/FinancialListScreen.tsx')) },
          { path: 'financialDetail', lazy: lazyScreen(() => import('../features/products/FundDetailScreen.tsx')) },
          { path: 'pension', lazy: lazyScreen(() => import('../features/products/PensionScreen.tsx')) },
          { path: 'trust', lazy: lazyScreen(() => import('../features/products/TrustScreen.tsx')) },
          { path: 'saasPlatform/detail', lazy: lazyScreen(() => import('../features/products/SaasPlatformScreen.tsx')) },
          // end main-area routes: products
          // main-area routes: console (issue 5)
          // end main-area routes: console
          // main-area routes: insight (issue 5)
          // end main-area routes: insight
          // main-area routes: branches (issue 20)
          { path: 'branches', lazy: lazyScreen(() => import('../features/branches/BranchFinderScreen.tsx')) },
          // end main-area routes: branches
          // main-area routes: staff and account relationships (issue 23)
          { path: 'qywy/staff', loader: requireLogin, lazy: lazyScreen(() => import('../features/enterprise-staff/StaffScreen.tsx')) },
          { path: 'qywy/relations', loader: requireLogin, lazy: lazyScreen(() => import('../features/enterprise-staff/RelationsScreen.tsx')) },
          // end main-area routes: staff and account relationships
          // main-area routes: account flow (issue 23)
          { path: 'qywy/flow', loader: requireLogin, lazy: lazyScreen(() => import('../features/account-flow/AccountFlowScreen.tsx')) },
          // end main-area routes: account flow
          // main-area routes: invoice check (issue 24)
          { path: 'verification', loader: requireLogin, lazy: lazyScreen(() => import('../features/invoice-check/InvoiceCheckScreen.tsx')) },
          // end main-area routes: invoice check
          // main-area routes: check tools (issue 24): public verification tools, no login (rate-limited on the server)
          { path: 'guarantee', lazy: lazyScreen(() => import('../features/checks/GuaranteeScreen.tsx')) },
          { path: 'confirmation', lazy: lazyScreen(() => import('../features/checks/ConfirmationScreen.tsx')) },
          { path: 'signatureVerification', lazy: lazyScreen(() => import('../features/checks/SealVerificationScreen.tsx')) },
          // end main-area routes: check tools
          // main-area routes: environmental-benefit estimate (issue 24)
          { path: 'measure', lazy: lazyScreen(() => import('../features/green-finance/MeasureScreen.tsx')) },
          { path: 'greenFinance', lazy: lazyScreen(() => import('../features/green-finance/GreenFinanceScreen.tsx')) },
          { path: 'greenGoldPross', lazy: lazyScreen(() => import('../features/green-finance/GreenGoldScreen.tsx')) },
          // end main-area routes: environmental-benefit estimate
          // main-area routes: rights (issue 25)
          { path: 'receiptPrinterPwdReset', loader: requireLogin, lazy: lazyScreen(() => import('../features/receipt-printer/ReceiptPrinterResetScreen.tsx')) },
          // end main-area routes: rights
          // main-area routes: special assets (issue 25)
          { path: 'specialRes', lazy: lazyScreen(() => import('../features/special-assets/SpecialResHomeScreen.tsx')) },
          { path: 'specialRes/list', lazy: lazyScreen(() => import('../features/special-assets/SpecialResListScreen.tsx')) },
          { path: 'specialRes/detail', lazy: lazyScreen(() => import('../features/special-assets/SpecialResDetailScreen.tsx')) },
          { path: 'specialRes/collect', loader: requireLogin, lazy: lazyScreen(() => import('../features/special-assets/SpecialResCollectScreen.tsx')) },
          // end main-area routes: special assets
        ],
      },
      // Full-page screens (§2): no header or footer.
      { path: 'login', lazy: lazyScreen(() => import('../features/auth/LoginScreen.tsx')) },
      { path: 'register', lazy: lazyScreen(() => import('../features/auth/RegisterScreen.tsx')) },
      // full-page routes: enterprise authentication (issue 21)
      { path: 'identify', loader: requireLogin, lazy: lazyScreen(() => import('../features/identify/IdentifyScreen.tsx')) },
      // end full-page routes: enterprise authentication
      // Opened on a phone from a face-check QR code: the ticket is the authority, no login.
      { path: 'm/face', lazy: lazyScreen(() => import('../features/face/MobileFaceScreen.tsx')) },
      // Opened on a phone from the login QR; a visitor logs in first and comes back.
      { path: 'm/qrLogin', loader: requireLogin, lazy: lazyScreen(() => import('../features/qr-login/QrConfirmScreen.tsx')) },
      // real-name (issue 21): a person's real-name authentication, a full-page screen (§2).
      { path: 'realAuth', loader: requireLogin, lazy: lazyScreen(() => import('../features/real-auth/RealAuthScreen.tsx')) },
      { path: 'openLogin', lazy: lazyScreen(() => import('../features/auth/OpenLoginScreen.tsx')) },
      { path: 'workspaceLogin', lazy: lazyScreen(() => import('../features/auth/WorkspaceLoginScreen.tsx')) },
      // Human customer service as a full page (§2), as the bank's client apps open it.
      { path: 'customer', lazy: lazyScreen(() => import('../features/customer-service/CustomerScreen.tsx')) },
      // Staff screens (ARCHITECTURE §3): their own login and session check, never the customers'.
      { path: 'staff/login', loader: skipLoginForStaff, lazy: lazyScreen(() => import('../staff/StaffLoginScreen.tsx')) },
      { path: 'staff', loader: requireStaff, lazy: lazyScreen(() => import('../staff/StaffHomeScreen.tsx')) },
      { path: 'staff/desk', loader: requireStaff, lazy: lazyScreen(() => import('../staff/desk/DeskScreen.tsx')) },
      { path: 'staff/service-settings', loader: requireStaff, lazy: lazyScreen(() => import('../staff/service/ServiceSettingsScreen.tsx')) },
      { path: 'staff/ratings', loader: requireStaff, lazy: lazyScreen(() => import('../staff/service/RatingsScreen.tsx')) },
      { path: 'staff/feedback', loader: requireStaff, lazy: lazyScreen(() => import('../staff/feedback/FeedbackInboxScreen.tsx')) },
      { path: 'staff/knowledge', loader: requireStaff, lazy: lazyScreen(() => import('../staff/knowledge/KnowledgeScreen.tsx')) },
      // staff routes: articles (issue 5)
      { path: 'staff/articles', loader: requireStaff, lazy: lazyScreen(() => import('../staff/articles/ArticlesScreen.tsx')) },
      // end staff routes: articles
      // staff routes: documents (issue 5)
      { path: 'staff/documents', loader: requireStaff, lazy: lazyScreen(() => import('../staff/documents/DocumentsConsoleScreen.tsx')) },
      // end staff routes: documents
      // staff routes: products (issue 5)
      { path: 'staff/products', loader: requireStaff, lazy: lazyScreen(() => import('../staff/products/ProductsConsoleScreen.tsx')) },
      // end staff routes: products
      // staff routes: console (issue 5)
      { path: 'staff/pages', loader: requireStaff, lazy: lazyScreen(() => import('../staff/console/PagesScreen.tsx')) },
      { path: 'staff/pages/:pageCode', loader: requireStaff, lazy: lazyScreen(() => import('../staff/console/PageEditorScreen.tsx')) },
      { path: 'staff/audit', loader: requireStaff, lazy: lazyScreen(() => import('../staff/audit/AuditScreen.tsx')) },
      // end staff routes: console
      // staff routes: insight (issue 5)
      { path: 'staff/analytics', loader: requireStaff, lazy: lazyScreen(() => import('../staff/analytics/AnalyticsScreen.tsx')) },
      // end staff routes: insight
      // staff routes: login-pages (issue 5)
      { path: 'staff/login-pages', loader: requireStaff, lazy: lazyScreen(() => import('../staff/login-pages/LoginPagesScreen.tsx')) },
      // end staff routes: login-pages
      // staff routes: branches (issue 20)
      { path: 'staff/branches', loader: requireStaff, lazy: lazyScreen(() => import('../staff/branches/BranchesConsoleScreen.tsx')) },
      // end staff routes: branches
      // staff routes: identity review (issue 21)
      { path: 'staff/identity-review', loader: requireStaff, lazy: lazyScreen(() => import('../staff/identity-review/IdentityReviewScreen.tsx')) },
      { path: 'staff/identity-registry', loader: requireStaff, lazy: lazyScreen(() => import('../staff/identity-registry/IdentityRegistryScreen.tsx')) },
      // end staff routes: identity review
      // staff routes: unified login (issue 22)
      { path: 'staff/unified-login', loader: requireStaff, lazy: lazyScreen(() => import('../staff/unified-login/UnifiedLoginConsoleScreen.tsx')) },
      // end staff routes: unified login
      // staff routes: invoice check (issue 24)
      { path: 'staff/invoice-registry', loader: requireStaff, lazy: lazyScreen(() => import('../staff/invoice-registry/InvoiceRegistryScreen.tsx')) },
      // end staff routes: invoice check
      // staff routes: check tools (issue 24)
      { path: 'staff/check-registries', loader: requireStaff, lazy: lazyScreen(() => import('../staff/check-registries/CheckRegistriesScreen.tsx')) },
      // end staff routes: check tools
      // staff routes: environmental-benefit estimate (issue 24): the one table of published emission factors, the carbon account's too (issue 36)
      { path: 'staff/env-factors', loader: requireStaff, lazy: lazyScreen(() => import('../staff/env-factors/EnvFactorsConsoleScreen.tsx')) },
      // end staff routes: environmental-benefit estimate
      // staff routes: special assets (issue 25)
      { path: 'staff/special-assets', loader: requireStaff, lazy: lazyScreen(() => import('../staff/special-assets/SpecialAssetsConsoleScreen.tsx')) },
      { path: 'staff/special-assets/inquiries', loader: requireStaff, lazy: lazyScreen(() => import('../staff/special-assets/InquiryInboxScreen.tsx')) },
      // end staff routes: special assets
      // open platform sandbox (issue 26): /yqzl/myApi, /yqzl/testEnv and the operators' usage screen
      { path: 'yqzl/myApi', loader: requireLogin, lazy: lazyScreen(() => import('../features/open-platform/sandbox/MyApiScreen.tsx')) },
      { path: 'yqzl/testEnv', loader: requireLogin, lazy: lazyScreen(() => import('../features/open-platform/sandbox/TestEnvScreen.tsx')) },
      { path: 'staff/open-platform-usage', loader: requireStaff, lazy: lazyScreen(() => import('../staff/open-platform-sandbox/OpenPlatformUsageScreen.tsx')) },
      // end open platform sandbox
      // full-page routes: carbon account (issue 24)
      { path: 'carbonAccount', loader: requireLogin, lazy: lazyScreen(() => import('../features/carbon-account/CarbonAccountScreen.tsx')) },
      // end full-page routes: carbon account
      // open platform catalogue (issue 26): the API catalogue, the SaaS promotion pages, the operators' inbox
      { path: 'yqzl/apis', lazy: lazyScreen(() => import('../features/open-platform/catalogue/CatalogueScreen.tsx')) },
      { path: 'yqzl/saasAD', lazy: lazyScreen(() => import('../features/open-platform/catalogue/SaasAdScreen.tsx')) },
      { path: 'yqzl/saasADNew', lazy: lazyScreen(() => import('../features/open-platform/catalogue/SaasAdScreen.tsx')) },
      { path: 'staff/open-platform-catalogue', loader: requireStaff, lazy: lazyScreen(() => import('../staff/open-platform-catalogue/CatalogueConsoleScreen.tsx')) },
      // end open platform catalogue
      // rights (issue 25): full-page screens (§2) and the operators' consoles
      { path: 'qywy/rights', loader: requireLogin, lazy: lazyScreen(() => import('../features/rights/RightsScreen.tsx')) },
      { path: 'qywy/operation', loader: requireLogin, lazy: lazyScreen(() => import('../features/activities/OperationScreen.tsx')) },
      { path: 'staff/rights', loader: requireStaff, lazy: lazyScreen(() => import('../staff/rights/RightsConsoleScreen.tsx')) },
      { path: 'staff/activities', loader: requireStaff, lazy: lazyScreen(() => import('../staff/activities/ActivitiesConsoleScreen.tsx')) },
      // end rights
      // full-page routes: workspace (issue 25): reached through /workspaceLogin; 网银扫码确认 needs a logged-in director
      { path: 'workspace', loader: requireWorkspaceLogin, lazy: lazyScreen(() => import('../features/workspace/WorkspaceScreen.tsx')) },
      { path: 'qywy/wyQrqm', loader: requireLogin, lazy: lazyScreen(() => import('../features/wy-qrqm/WyQrqmScreen.tsx')) },
      // end full-page routes: workspace
      // open platform apply (issue 26): /yqzl screens of applying, orders, admins and service setting, and the review console
      { path: 'yqzl/apiApply', loader: requireLogin, lazy: lazyScreen(() => import('../features/open-platform/apply/ApplyScreen.tsx')) },
      { path: 'yqzl/statusSet', loader: requireLogin, lazy: lazyScreen(() => import('../features/open-platform/apply/StatusScreen.tsx')) },
      { path: 'yqzl/orderQuery', loader: requireLogin, lazy: lazyScreen(() => import('../features/open-platform/apply/OrderQueryScreen.tsx')) },
      { path: 'yqzl/adminAuth', loader: requireLogin, lazy: lazyScreen(() => import('../features/open-platform/apply/AdminAuthScreen.tsx')) },
      { path: 'yqzl/serviceSetting', loader: requireLogin, lazy: lazyScreen(() => import('../features/open-platform/apply/ServiceSettingScreen.tsx')) },
      { path: 'staff/open-platform-applications', loader: requireStaff, lazy: lazyScreen(() => import('../staff/open-platform-apply/ApplicationsConsoleScreen.tsx')) },
      // end open platform apply
      {
        element: <ErrorLayout />,
        children: [
          { path: '404', lazy: lazyScreen(() => import('../features/errors/NotFoundScreen.tsx')) },
          { path: '403', lazy: lazyScreen(() => import('../features/errors/ForbiddenScreen.tsx')) },
          { path: 'invalid', lazy: lazyScreen(() => import('../features/errors/InvalidScreen.tsx')) },
          { path: 'ie8', lazy: lazyScreen(() => import('../features/errors/Ie8Screen.tsx')) },
          { path: 'nomac', lazy: lazyScreen(() => import('../features/errors/NoMacScreen.tsx')) },
          { path: 'privacyClause', lazy: lazyScreen(() => import('../features/errors/PrivacyClauseScreen.tsx')) },
          {
            path: 'greenGoldPross/errorPage',
            lazy: lazyScreen(() => import('../features/errors/GreenGoldErrorScreen.tsx')),
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
