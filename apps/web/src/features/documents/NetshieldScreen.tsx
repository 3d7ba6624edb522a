import { Alert, Button, Skeleton, Tag } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { docList } from '@portal/contract/calls/documents/doc-list';
import type { DocSummary } from '@portal/contract/calls/documents/fields';
import { KEY_PROVIDERS, type KeyProvider } from '@portal/contract/calls/documents/key-providers';
import { DOC_LIMITS } from '@portal/contract/calls/documents/fields';
import { callApi } from '../../api/client.ts';
import { DownloadButton } from './DownloadButton.tsx';
import { formatSize } from './download.ts';
import { DOC_TEXTS as T } from './texts.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import styles from './Documents.module.css';
// security key (issue 22)
import { KeyCheckPanel } from '../../security-key/KeyCheckPanel.tsx';

/** meta.packageKind of a driver download: the vendor's installer, or (seeded) its installation guide. */
const isInstaller = (d: DocSummary) => d.meta.packageKind === 'installer';

function ProviderCard({ provider, downloads }: { provider: KeyProvider; downloads: DocSummary[] }) {
  // The newest entry describes the driver; every entry is offered for download.
  const latest = downloads[0];
  const minKeySn = latest?.meta.minKeySnVersion ?? provider.minKeySnVersion ?? '';
  const systems = (latest?.meta.systems ?? '').split(/[,，]/).filter(Boolean);
  return (
    <section className={styles.provider} data-testid={`provider-${provider.code}`} aria-label={provider.product}>
      <div className={styles.providerHead}>
        <div>
          <h3 className={styles.providerName}>{provider.product}</h3>
          <p className={styles.vendor}>{provider.vendor}</p>
        </div>
        <Tag className={provider.certType === 'RSA' ? styles.rsaTag : styles.sm2Tag}>{provider.certType}</Tag>
      </div>
      <table className={styles.factTable}>
        <tbody>
          <tr>
            <th scope="row">{T.driverVersion}</th>
            <td data-testid="driver-version">{latest?.meta.driverVersion || latest?.version || '—'}</td>
          </tr>
          <tr>
            <th scope="row">{T.minKeySn}</th>
            <td>{minKeySn ? `${minKeySn} 及以上` : T.anyVersion}</td>
          </tr>
          <tr>
            <th scope="row">{T.systems}</th>
            <td>{systems.length ? systems.map((s) => <Tag key={s}>{s}</Tag>) : '—'}</td>
          </tr>
          <tr>
            <th scope="row">{T.releaseDate}</th>
            <td>{latest?.meta.releaseDate || '—'}</td>
          </tr>
          <tr>
            <th scope="row">{T.cspName}</th>
            <td>{provider.cspName}</td>
          </tr>
        </tbody>
      </table>
      {downloads.length === 0 ? (
        <Alert type="info" showIcon title={T.notListed} />
      ) : (
        downloads.map((d) => (
          <div key={d.id} className={styles.providerFoot}>
            <span>
              {isInstaller(d) ? T.installPackage : T.installGuide} · {formatSize(d.fileSize)}
            </span>
            <DownloadButton id={d.id} title={d.title} label={`${T.downloadEntry}${isInstaller(d) ? T.installPackage : T.installGuide}`} type="default" />
          </div>
        ))
      )}
    </section>
  );
}

/** /netshield: the six supported key providers, their driver versions and downloads. */
export default function NetshieldScreen() {
  const { data, failed, reload } = useLoaded(() => callApi(docList, { categories: ['netshieldDriver'], pageNo: 1, pageSize: DOC_LIMITS.pageSizeMax }), 'drivers');
  const drivers: DocSummary[] | null = data?.items ?? null;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>
          <SafetyCertificateOutlined /> {T.netshieldTitle}
        </h1>
        <p className={styles.heroIntro}>{T.netshieldIntro}</p>
      </header>
      <main className={styles.sheet}>
        <Alert className={styles.notice} type="info" showIcon title={T.packageNote} />
        {/* security key (issue 22) */}
        <KeyCheckPanel />
        {failed && (
          <Alert
            type="error"
            showIcon
            title={T.loadFailed}
            action={
              <Button size="small" onClick={reload}>
                {T.retry}
              </Button>
            }
          />
        )}
        {!failed && !drivers && <Skeleton active paragraph={{ rows: 8 }} />}
        {drivers && (
          <div className={styles.providers}>
            {KEY_PROVIDERS.map((p) => (
              <ProviderCard key={p.code} provider={p} downloads={drivers.filter((d) => d.meta.provider === p.code)} />
            ))}
          </div>
        )}
        <h2 className={styles.sectionTitle}>
          {T.checklistTitle}
        </h2>
        <ul className={styles.checklist}>
          {T.checklist.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </main>
    </div>
  );
}
