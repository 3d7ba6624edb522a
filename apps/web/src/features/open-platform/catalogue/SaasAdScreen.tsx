import { Button, Result, Spin } from 'antd';
import { useLocation, useSearchParams } from 'react-router-dom';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { CallError } from '@portal/contract/envelope/client';
import { ERRORS } from '@portal/contract/errors';
import { ZPageCode } from '@portal/contract/page-config';
import { callApi } from '../../../api/client.ts';
import { failureText } from '../../../api/failure-text.ts';
import { track } from '../../../api/track.ts';
import { useLoaded } from '../../../api/use-loaded.ts';
import { HomeScreen } from '../../home/HomeScreen.tsx';
import { OpenPlatformFrame, openPlatformStyles } from '../frame/OpenPlatformFrame.tsx';
import { CONSULT_TEXTS, ConsultForm } from './ConsultForm.tsx';

/** The promotion page each route shows when the address names none (seeded pages). */
export const SAAS_AD_DEFAULT_PAGES: Record<string, string> = { '/yqzl/saasAD': 'yqzlsaas', '/yqzl/saasADNew': 'yqzlsaasnew' };
const GONE = '页面不存在或已下线';

/**
 * #/yqzl/saasAD and #/yqzl/saasADNew (§2): a marketing promotion page by page code, rendered
 * from page configuration with the portal's own page renderer, plus a consultation form. An
 * unknown or offline page code says so instead of a blank page.
 */
export default function SaasAdScreen() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const pageCode = params.get('pageCode') ?? SAAS_AD_DEFAULT_PAGES[pathname] ?? 'yqzlsaas';
  const valid = ZPageCode.safeParse(pageCode).success;
  const page = useLoaded(() => callApi(getPageData, { pageCode }), valid ? pageCode : null);
  const gone = !valid || (page.failed && page.error instanceof CallError && page.error.code === ERRORS.PAGE_NOT_FOUND.code);

  if (gone)
    return (
      <OpenPlatformFrame title={GONE} testId="saas-ad-missing">
        <Result status="404" title={GONE} subTitle={`页面编码：${pageCode}`} extra={<Button href="#/index?pageCode=yqzlmh">返回银企直联首页</Button>} />
      </OpenPlatformFrame>
    );
  if (page.failed)
    return (
      <OpenPlatformFrame title="银企直联 SaaS 服务" testId="saas-ad">
        <Result status="warning" title={failureText(page.error, '页面加载失败，请稍后重试')} extra={<Button onClick={page.reload}>重试</Button>} />
      </OpenPlatformFrame>
    );
  if (!page.data) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <OpenPlatformFrame title={page.data.pageInfo.pageName} testId="saas-ad">
      <div className={openPlatformStyles.section} style={{ padding: 0, overflow: 'hidden' }}>
        <HomeScreen content={page.data.pageContent} track={track} heading={page.data.pageInfo.pageName} />
      </div>
      <section className={openPlatformStyles.section} id="consult">
        <h2 style={{ marginTop: 0 }}>{CONSULT_TEXTS.title}</h2>
        <ConsultForm source={pageCode} />
      </section>
    </OpenPlatformFrame>
  );
}
