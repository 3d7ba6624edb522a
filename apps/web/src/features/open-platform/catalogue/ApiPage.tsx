import type { OpenApiCode } from '@portal/contract/open-platform/apis';
import { Button, Empty, Spin, Tag } from 'antd';
import { catalogueFiles, cataloguePlatformConfig } from '@portal/contract/calls/open-platform/catalogue/catalogue-calls';
import { callApi } from '../../../api/client.ts';
import { failureText } from '../../../api/failure-text.ts';
import { useLoaded } from '../../../api/use-loaded.ts';
import { DownloadButton } from '../../documents/DownloadButton.tsx';
import { formatSize } from '../../documents/download.ts';
import { openPlatformStyles } from '../frame/OpenPlatformFrame.tsx';
import { DocSectionBody } from './DocSectionBody.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';
import { OpenApiOperation } from './OpenApiOperation.tsx';
import { QaList } from './QaList.tsx';
import { CATALOGUE_TEXTS as T } from './texts.ts';
import styles from './Catalogue.module.css';

/** One API's page: facts, documentation sections, OpenAPI operation, files, official Q&A, feedback. */
export function ApiPage({ apiCode }: { apiCode: OpenApiCode }) {
  const page = useLoaded(() => callApi(cataloguePlatformConfig, { apiCode }), apiCode);
  const files = useLoaded(() => callApi(catalogueFiles, { apiCode }), apiCode);
  if (page.failed)
    return (
      <section className={openPlatformStyles.section}>
        <p>{failureText(page.error, T.loadFailed)}</p>
        <Button onClick={page.reload}>{T.retry}</Button>
      </section>
    );
  if (!page.data || page.loading) return <Spin />;
  const { api, sections, sandboxUrl, version } = page.data;
  return (
    <div className={styles.page} data-testid={`api-page-${api.code}`}>
      <section className={openPlatformStyles.section}>
        <h2 className={styles.sectionTitle}>
          {api.name} <Tag>{api.typeName}</Tag>
        </h2>
        <p className={styles.para}>{api.summary}</p>
        <div className={styles.facts}>
          <span>
            <Tag color={api.method === 'GET' ? '#1d6f37' : '#1f5fa8'}>{api.method}</Tag>
            <code>{api.code}</code>
          </span>
          <span>
            {T.sandbox}：<code>{sandboxUrl}</code>
          </span>
          {version && (
            <span>
              {T.version}：{version}
            </span>
          )}
          <a href="#/yqzl/apiApply">{T.apply}</a>
        </div>
      </section>
      {sections.map((s) => (
        <section key={s.key} id={`${api.code}-${s.key}`} className={openPlatformStyles.section}>
          <h3 className={styles.sectionTitle}>{s.title}</h3>
          <DocSectionBody body={s.body} />
        </section>
      ))}
      <section className={openPlatformStyles.section}>
        <h3 className={styles.sectionTitle}>{T.operation}</h3>
        <OpenApiOperation apiCode={api.code} />
      </section>
      <section className={openPlatformStyles.section} data-testid="catalogue-files">
        <h3 className={styles.sectionTitle}>{T.files}</h3>
        {files.data && files.data.files.length === 0 && <Empty description={T.noFiles} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
        {files.failed && <p className={styles.muted}>{failureText(files.error, T.loadFailed)}</p>}
        <div className={styles.files}>
          {files.data?.files.map((f) => (
            <div key={f.id} className={styles.file}>
              <span>
                {f.title} <span className={styles.muted}>{[f.version, formatSize(f.fileSize)].filter(Boolean).join(' · ')}</span>
              </span>
              <DownloadButton id={f.id} title={f.title} type="default" />
            </div>
          ))}
        </div>
      </section>
      <section className={openPlatformStyles.section}>
        <h3 className={styles.sectionTitle}>{T.qa}</h3>
        <QaList apiCode={apiCode} />
      </section>
      <section className={openPlatformStyles.section}>
        <h3 className={styles.sectionTitle}>{T.feedback}</h3>
        <FeedbackForm key={apiCode} apiCode={apiCode} />
      </section>
    </div>
  );
}
