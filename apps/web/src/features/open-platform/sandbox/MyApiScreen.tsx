import { useState } from 'react';
import { Alert, Button, Segmented, Skeleton, Tag, message } from 'antd';
import { openApiCredentials, openApiIssueCredential, openApiUsage } from '@portal/contract/calls/open-platform/sandbox/credentials';
import { OPEN_APIS, type OpenApiEnvironment } from '@portal/contract/open-platform/apis';
import { callApi } from '../../../api/client.ts';
import { failureText } from '../../../api/failure-text.ts';
import { useCall } from '../../../api/use-call.ts';
import { OpenPlatformFrame, openPlatformStyles as frame } from '../frame/OpenPlatformFrame.tsx';
import { useChosenEnterprise } from '../frame/chosen-enterprise.ts';
import { CredentialCard } from './CredentialCard.tsx';
import { CredentialEvents } from './CredentialEvents.tsx';
import { SecretModal } from './SecretModal.tsx';
import { MY_API_TEXTS as T, USAGE_TEXTS } from './texts.ts';
import { UsageCharts } from './UsageCharts.tsx';
import styles from './Sandbox.module.css';
import { ScrollTable } from '../../../ui/ScrollTable/ScrollTable.tsx';

const apiName = (code: string) => OPEN_APIS.find((a) => a.code === code)?.name ?? code;

/**
 * #/yqzl/myApi (issue 26 points 3 and 5): the enterprise's API keys (sandbox at once once an
 * application is approved, production after the second approval), its sandbox test accounts and
 * its sandbox usage. Only its director or a named API administrator sees this.
 */
export default function MyApiScreen() {
  const { memberCustomerId } = useChosenEnterprise();
  const [tick, setTick] = useState(0);
  const [days, setDays] = useState(14);
  const [issued, setIssued] = useState<{ appId: string; appSecret: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [toast, holder] = message.useMessage();
  const overview = useCall(openApiCredentials, { memberCustomerId }, tick);
  const usage = useCall(openApiUsage, overview.state === 'done' ? { memberCustomerId: overview.data.enterpriseId, days } : null, tick);
  const refresh = () => setTick((t) => t + 1);

  async function issue(environment: OpenApiEnvironment) {
    setBusy(true);
    try {
      const r = await callApi(openApiIssueCredential, { environment, memberCustomerId });
      setIssued({ appId: r.credential.appId, appSecret: r.appSecret });
      refresh();
    } catch (err) {
      void toast.error(failureText(err, T.loadFailed));
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (overview.state === 'loading') body = <Skeleton active />;
  else if (overview.state === 'failed') {
    body = <Alert type="warning" showIcon title={overview.message || T.loadFailed} action={<Button onClick={refresh}>{T.retry}</Button>} data-testid="my-api-failed" />;
  } else {
    const o = overview.data;
    const activeIn = (env: OpenApiEnvironment) => o.credentials.some((c) => c.environment === env && c.status === 'active');
    body = (
      <>
        <section className={frame.section}>
          <div className={styles.stack}>
            <div className={styles.head}>
              <h2 className={styles.sectionTitle}>{T.granted}</h2>
              <span className={styles.meta}>{o.enterpriseName}</span>
            </div>
            {o.sandboxApis.length === 0 ? (
              <Alert type="info" showIcon title={T.noneGranted} />
            ) : (
              <>
                <div className={styles.tags} data-testid="granted-sandbox">
                  <strong>{T.sandboxApis}</strong>
                  {o.sandboxApis.map((c) => (
                    <Tag key={c}>{apiName(c)}</Tag>
                  ))}
                </div>
                {o.productionApis.length > 0 && (
                  <div className={styles.tags}>
                    <strong>{T.productionApis}</strong>
                    {o.productionApis.map((c) => (
                      <Tag key={c} color="blue">
                        {apiName(c)}
                      </Tag>
                    ))}
                  </div>
                )}
              </>
            )}
          </div>
        </section>
        <section className={frame.section}>
          <div className={styles.stack}>
            <div className={styles.head}>
              <h2 className={styles.sectionTitle}>{T.credentials}</h2>
              <div className={styles.tags}>
                {o.sandboxApis.length > 0 && !activeIn('sandbox') && (
                  <Button type="primary" loading={busy} onClick={() => void issue('sandbox')} data-testid="issue-sandbox">
                    {T.issueSandbox}
                  </Button>
                )}
                {o.productionApis.length > 0 && !activeIn('production') && (
                  <Button loading={busy} onClick={() => void issue('production')} data-testid="issue-production">
                    {T.issueProduction}
                  </Button>
                )}
              </div>
            </div>
            {o.sandboxApis.length > 0 && o.productionApis.length === 0 && <p className={styles.meta}>{T.productionPending}</p>}
            <div className={styles.grid}>
              {o.credentials.map((c) => (
                <CredentialCard key={c.appId} credential={c} onChanged={refresh} onSecret={setIssued} />
              ))}
            </div>
            {o.events.length > 0 && (
              <>
                <h3 className={styles.sectionTitle}>{T.events}</h3>
                <CredentialEvents events={o.events} />
              </>
            )}
          </div>
        </section>
        {o.testAccounts.length > 0 && (
          <section className={frame.section}>
            <div className={styles.stack}>
              <h2 className={styles.sectionTitle}>{T.testAccounts}</h2>
              <p className={styles.meta}>{T.testAccountsNote}</p>
              <ScrollTable
                label={T.testAccounts}
                size="small"
                rowKey="accountNo"
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={o.testAccounts}
                data-testid="test-accounts"
                columns={[
                  { title: T.accountNo, dataIndex: 'accountNo', render: (v: string) => <span className={styles.mono}>{v}</span> },
                  { title: T.accountName, dataIndex: 'accountName' },
                  { title: T.currency, dataIndex: 'currency' },
                  { title: T.balance, dataIndex: 'balance', align: 'right' },
                ]}
              />
            </div>
          </section>
        )}
        <section className={frame.section}>
          <div className={styles.stack}>
            <div className={styles.head}>
              <h2 className={styles.sectionTitle}>{T.usage}</h2>
              <Segmented value={days} onChange={(v) => setDays(v)} options={[7, 14, 30].map((n) => ({ value: n, label: USAGE_TEXTS.days(n) }))} />
            </div>
            {usage.state === 'done' ? <UsageCharts usage={usage.data} /> : usage.state === 'failed' ? <Alert type="error" title={usage.message || T.loadFailed} /> : <Skeleton active />}
          </div>
        </section>
      </>
    );
  }

  return (
    <OpenPlatformFrame title={T.title} testId="my-api-screen" forEnterprise>
      {holder}
      {body}
      <SecretModal issued={issued} onClose={() => setIssued(null)} />
    </OpenPlatformFrame>
  );
}
