import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { articlesList } from '@portal/contract/calls/articles/articles-list';
import type { ArticleKind } from '@portal/contract/calls/articles/article-columns';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { getResetVerifyQrCode } from '@portal/contract/calls/password/get-verify-qr-code';
import { verifyResetUserInfo } from '@portal/contract/calls/password/verify-user-info';
import { initFundList } from '@portal/contract/calls/products/init-fund-list';
import { productList } from '@portal/contract/calls/products/product-list';
import { getQrCode } from '@portal/contract/calls/qr-login/get-qr-code';
import { DEMO_CUSTOMERS } from '../../../server/src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from '../../../server/test/support/browser-session.ts';
import { passSliderCaptcha } from '../../../server/test/support/slider-captcha.ts';
import type { TestServer } from '../../../server/test/support/test-app.ts';

/** One customer screen to open: its route path (as routes.tsx spells it) and the hash to open. */
export interface CustomerRoute {
  path: string;
  hash: string;
  /** A screen of a logged-in customer. */
  login?: boolean;
}

/** The route paths of routes.tsx, without staff screens and the catch-all. */
export function customerRoutePaths(): string[] {
  const source = readFileSync(resolve('apps/web/src/app/routes.tsx'), 'utf8');
  const paths = [...source.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]!);
  return ['', ...paths.filter((p) => p !== '*' && !p.startsWith('staff'))];
}

async function firstArticleId(tab: BrowserSession, kind: ArticleKind): Promise<number> {
  const { list } = await tab.call(articlesList, { kind, pageNo: 1, pageSize: 1 });
  if (!list[0]) throw new Error(`the seeded database has no ${kind} article`);
  return list[0].id;
}

/** Real ids and tickets from the seeded database, asked for through the API as a browser would. */
export async function customerRoutes(server: TestServer): Promise<CustomerRoute[]> {
  const tab = browserSession(server);
  const [notice, news, article, ygkjCase, serviceCase] = await Promise.all(
    (['notice', 'news', 'article', 'ygkjCase', 'serviceCase'] as const).map((kind) => firstArticleId(tab, kind)),
  );
  const product = (await tab.call(productList, { pageNo: 1, pageSize: 1 })).items[0]!.productCode;
  const fund = (await tab.call(initFundList, {})).items[0]!.proCode;
  // The face check's phone page needs a live ticket: step 1 of the face-verified reset gives one.
  const corp = DEMO_CUSTOMERS.find((c) => c.loginName === 'demo_corp')!;
  const { verifyToken } = await tab.call(verifyResetUserInfo, {
    loginName: corp.loginName,
    realName: tab.secret(corp.realName),
    phone: tab.secret(corp.phone),
  });
  const { ticket } = await tab.call(getResetVerifyQrCode, { verifyToken });
  const { qrUrl } = await tab.call(getQrCode, {});
  const qrHash = qrUrl.slice(qrUrl.indexOf('#'));

  return [
    { path: '', hash: '#/' },
    { path: 'index', hash: '#/index' },
    // The 银企直联 channel's own header, menu and home modules.
    { path: 'index', hash: '#/index?pageCode=yqzlmh' },
    { path: 'center', hash: '#/center', login: true },
    { path: 'center', hash: '#/center?tab=security', login: true },
    { path: 'disclaimerInfo', hash: '#/disclaimerInfo?pageCode=tszc&disclaimersID=tszc-service-agreement&redirectUrl=%2Findex' },
    { path: 'resetPassword', hash: '#/resetPassword' },
    { path: 'resetPasswordNew', hash: '#/resetPasswordNew' },
    { path: 'branches', hash: '#/branches' },
    { path: 'page1', hash: '#/page1' },
    { path: 'page1', hash: '#/page1?column=bank' },
    { path: 'noticeDetails', hash: `#/noticeDetails?id=${notice}` },
    { path: 'newsDetail', hash: `#/newsDetail?id=${news}` },
    { path: 'imgTxtDetails', hash: `#/imgTxtDetails?id=${article}` },
    { path: 'txtListDetails', hash: '#/txtListDetails?column=policy' },
    { path: 'ygkjCase', hash: '#/ygkjCase' },
    { path: 'ygkjCase/detail', hash: `#/ygkjCase/detail?id=${ygkjCase}` },
    { path: 'serviceCase', hash: '#/serviceCase' },
    { path: 'serviceCase/detail', hash: `#/serviceCase/detail?id=${serviceCase}` },
    { path: 'docCenter', hash: '#/docCenter' },
    { path: 'bankGuide', hash: '#/bankGuide' },
    { path: 'appGuide', hash: '#/appGuide' },
    { path: 'netshield', hash: '#/netshield' },
    { path: 'bankProduct', hash: '#/bankProduct' },
    { path: 'bankProduct/detail', hash: `#/bankProduct/detail?code=${product}` },
    { path: 'productDetails', hash: `#/productDetails?code=${product}` },
    { path: 'financialList', hash: '#/financialList' },
    { path: 'financialDetail', hash: `#/financialDetail?proCode=${fund}` },
    { path: 'pension', hash: '#/pension' },
    { path: 'trust', hash: '#/trust' },
    { path: 'saasPlatform/detail', hash: '#/saasPlatform/detail' },
    { path: 'login', hash: '#/login' },
    { path: 'login', hash: '#/login?tabType=1' },
    { path: 'register', hash: '#/register' },
    // customer routes: enterprise authentication (issue 21)
    { path: 'identify', hash: '#/identify', login: true },
    { path: 'center', hash: '#/center?tab=enterprises', login: true },
    // end customer routes: enterprise authentication
    // certificates (issue 22)
    { path: 'center', hash: '#/center?tab=certificates', login: true },
    { path: 'm/face', hash: `#/m/face?ticket=${encodeURIComponent(ticket)}` },
    { path: 'm/qrLogin', hash: qrHash, login: true },
    // real-name (issue 21)
    { path: 'realAuth', hash: '#/realAuth', login: true },
    // enterprise business (issue 23): what a customer without a seat sees; the journeys show the seated screens.
    { path: 'qywy/staff', hash: '#/qywy/staff', login: true },
    { path: 'qywy/relations', hash: '#/qywy/relations', login: true },
    { path: 'qywy/flow', hash: '#/qywy/flow', login: true },
    { path: 'openLogin', hash: '#/openLogin' },
    { path: 'workspaceLogin', hash: '#/workspaceLogin' },
    { path: 'customer', hash: '#/customer' },
    { path: '404', hash: '#/404' },
    { path: '403', hash: '#/403' },
    { path: 'invalid', hash: '#/invalid' },
    { path: 'ie8', hash: '#/ie8' },
    { path: 'nomac', hash: '#/nomac' },
    { path: 'privacyClause', hash: '#/privacyClause' },
    { path: 'greenGoldPross/errorPage', hash: '#/greenGoldPross/errorPage' },
    // customer routes: check tools (issue 24)
    { path: 'guarantee', hash: '#/guarantee' },
    { path: 'confirmation', hash: '#/confirmation' },
    { path: 'signatureVerification', hash: '#/signatureVerification' },
    // end customer routes: check tools
    // customer routes: invoice check and carbon account (issue 24)
    { path: 'verification', hash: '#/verification', login: true },
    { path: 'carbonAccount', hash: '#/carbonAccount', login: true },
    // end customer routes: invoice check and carbon account
    // environmental-benefit estimate (issue 24)
    { path: 'measure', hash: '#/measure?model=solar_pv' },
    { path: 'greenFinance', hash: '#/greenFinance' },
    { path: 'greenGoldPross', hash: '#/greenGoldPross' },
    // end environmental-benefit estimate
    // customer routes: rights (issue 25)
    { path: 'qywy/rights', hash: '#/qywy/rights', login: true },
    { path: 'qywy/operation', hash: '#/qywy/operation', login: true },
    { path: 'receiptPrinterPwdReset', hash: '#/receiptPrinterPwdReset', login: true },
    // end customer routes: rights
    // customer routes: workspace (issue 25)
    { path: 'workspace', hash: '#/workspace', login: true },
    { path: 'qywy/wyQrqm', hash: '#/qywy/wyQrqm', login: true },
    // end customer routes: workspace
    // customer routes: special assets (issue 25)
    { path: 'specialRes', hash: '#/specialRes?pageCode=tszc' },
    { path: 'specialRes/list', hash: '#/specialRes/list?pageCode=tszc&type=realEstate' },
    { path: 'specialRes/detail', hash: '#/specialRes/detail?id=FC00000001&pageCode=tszc' },
    { path: 'specialRes/collect', hash: '#/specialRes/collect?pageCode=tszc', login: true },
    // end customer routes: special assets
    // customer routes: open platform apply (issue 26)
    { path: 'yqzl/apiApply', hash: '#/yqzl/apiApply', login: true },
    { path: 'yqzl/statusSet', hash: '#/yqzl/statusSet', login: true },
    { path: 'yqzl/orderQuery', hash: '#/yqzl/orderQuery', login: true },
    { path: 'yqzl/adminAuth', hash: '#/yqzl/adminAuth', login: true },
    { path: 'yqzl/serviceSetting', hash: '#/yqzl/serviceSetting', login: true },
    // end customer routes: open platform apply
    // customer routes: open platform catalogue and sandbox (issue 26)
    { path: 'yqzl/apis', hash: '#/yqzl/apis?code=account.transactions' },
    { path: 'yqzl/saasAD', hash: '#/yqzl/saasAD?pageCode=yqzlsaas' },
    { path: 'yqzl/saasADNew', hash: '#/yqzl/saasADNew?pageCode=yqzlsaasnew' },
    { path: 'yqzl/myApi', hash: '#/yqzl/myApi', login: true },
    { path: 'yqzl/testEnv', hash: '#/yqzl/testEnv', login: true },
    // end customer routes: open platform catalogue and sandbox
  ];
}

/** Logs the demo customer in through the API and hands the session cookie to the browser context. */
export async function logInContext(server: TestServer, context: BrowserContext): Promise<void> {
  const tab = browserSession(server);
  const person = DEMO_CUSTOMERS.find((c) => c.loginName === 'demo_person')!;
  await tab.call(passwordLogin, {
    loginName: person.loginName,
    password: tab.secret(person.password),
    captchaVerification: await passSliderCaptcha(server),
  });
  await context.addCookies([...tab.cookies].map(([name, value]) => ({ name, value, url: server.origin })));
}
