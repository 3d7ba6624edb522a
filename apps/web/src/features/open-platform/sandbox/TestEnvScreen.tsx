import { useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Segmented, Select, Skeleton, message } from 'antd';
import { openApiCredentials, openApiSetPublicKey } from '@portal/contract/calls/open-platform/sandbox/credentials';
import { OPEN_API_SANDBOX_PREFIX, OPEN_APIS, type OpenApiCode } from '@portal/contract/open-platform/apis';
import { SANDBOX_API_SCHEMAS, servedInSandbox } from '@portal/contract/open-platform/sandbox-schemas';
import { signSandboxRequest, sm2KeyPair, sm2PublicKeyOf, type SandboxSignMethod } from '@portal/contract/open-platform/sandbox-signing';
import { callApi } from '../../../api/client.ts';
import { failureText } from '../../../api/failure-text.ts';
import { useCall } from '../../../api/use-call.ts';
import { OpenPlatformFrame, openPlatformStyles as frame } from '../frame/OpenPlatformFrame.tsx';
import { useChosenEnterprise } from '../frame/chosen-enterprise.ts';
import { pathParamsOf, sandboxUrl } from './build-request.ts';
import { TEST_ENV_TEXTS as T } from './texts.ts';
import styles from './Sandbox.module.css';

interface Outcome {
  method: string;
  url: string;
  canonical: string;
  headers: Record<string, string>;
  status?: number;
  response?: string;
}

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

/**
 * #/yqzl/testEnv (issue 26 point 4): the try-it console. The request is signed here, in the
 * browser, with the AppSecret or SM2 private key typed, pasted or generated on this page; neither
 * is ever sent to the server (only a generated key's public half, on request). The page then
 * calls the sandbox directly and shows the canonical string, the headers, the status and the reply.
 */
export default function TestEnvScreen() {
  const { memberCustomerId } = useChosenEnterprise();
  const overview = useCall(openApiCredentials, { memberCustomerId });
  const [code, setCode] = useState<OpenApiCode>('account.balance');
  const [chosenAppId, setAppId] = useState<string | undefined>(undefined);
  const [signMethod, setSignMethod] = useState<SandboxSignMethod>('HMAC-SM3');
  const [key, setKey] = useState('');
  const [keyError, setKeyError] = useState<string | undefined>(undefined);
  // What the user typed over the API's example values; cleared when another API is chosen.
  const [typedParams, setParams] = useState<Record<string, string>>({});
  const [typedQuery, setQuery] = useState<Record<string, string>>({});
  const [typedBody, setBody] = useState<string | null>(null);
  const [requestSeed, setRequestSeed] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [toast, holder] = message.useMessage();

  const api = OPEN_APIS.find((a) => a.code === code)!;
  const spec = SANDBOX_API_SCHEMAS[code];
  const o = overview.state === 'done' ? overview.data : null;
  const credentials = useMemo(() => o?.credentials.filter((c) => c.environment === 'sandbox' && c.status === 'active') ?? [], [o]);
  const firstAccount = o?.testAccounts[0]?.accountNo ?? '';

  const appId = chosenAppId ?? credentials[0]?.appId;
  // An API starts from its example: the first test account, its example body.
  const params = Object.fromEntries(pathParamsOf(api.path).map((p) => [p, typedParams[p] ?? (p === 'accountNo' ? firstAccount : '')]));
  const query = Object.fromEntries(Object.keys(spec?.query?.shape ?? {}).map((q) => [q, typedQuery[q] ?? '']));
  const example = api.method === 'POST' ? JSON.stringify({ ...(spec?.exampleBody as object | undefined), ...(code === 'payment.transfer' ? { requestNo: `REQ-${requestSeed}`, fromAccountNo: firstAccount } : {}) }, null, 2) : '';
  const body = typedBody ?? example;

  function choose(next: OpenApiCode) {
    setCode(next);
    setParams({});
    setQuery({});
    setBody(null);
    setRequestSeed(Date.now());
    setOutcome(null);
  }

  function generate() {
    const pair = sm2KeyPair();
    setKey(pair.privateKey);
    setKeyError(undefined);
  }

  const publicKey = useMemo(() => {
    if (signMethod !== 'SM2' || !/^[0-9a-fA-F]{64}$/.test(key)) return null;
    try {
      return sm2PublicKeyOf(key.toLowerCase());
    } catch {
      return null;
    }
  }, [signMethod, key]);

  async function uploadPublicKey() {
    if (!appId || !publicKey) return;
    try {
      await callApi(openApiSetPublicKey, { appId, publicKey });
      void toast.success(T.uploaded);
    } catch (err) {
      void toast.error(failureText(err, T.networkFailed));
    }
  }

  async function send() {
    if (!appId) return;
    if (!key.trim()) {
      // A refused attempt: the previous call's answer does not stand next to its message (issue 37).
      setOutcome(null);
      setKeyError(T.keyRequired);
      return;
    }
    const url = sandboxUrl(api, params, query);
    const signed = signSandboxRequest({ appId, method: api.method, url, body, signMethod, key: signMethod === 'SM2' ? key.trim().toLowerCase() : key.trim() });
    const headers = { ...signed.headers, ...(api.method === 'POST' ? { 'content-type': 'application/json' } : {}) };
    const base: Outcome = { method: api.method, url, canonical: signed.canonical, headers };
    setSending(true);
    setOutcome(base);
    try {
      const res = await fetch(url, { method: api.method, headers, ...(api.method === 'POST' ? { body } : {}), credentials: 'omit' });
      setOutcome({ ...base, status: res.status, response: pretty(await res.text()) });
    } catch {
      setOutcome({ ...base, response: T.networkFailed });
    } finally {
      setSending(false);
    }
  }

  let content;
  if (overview.state === 'loading') content = <Skeleton active />;
  else if (overview.state === 'failed') content = <Alert type="warning" showIcon title={overview.message} />;
  else if (credentials.length === 0) content = <Alert type="info" showIcon title={T.noCredential} data-testid="test-env-no-credential" />;
  else {
    content = (
      <div className={styles.console}>
        <section className={frame.section}>
          <Form layout="vertical" onFinish={() => void send()}>
            <Form.Item label={T.api}>
              <Select
                value={code}
                onChange={choose}
                data-testid="try-api"
                options={OPEN_APIS.map((a) => ({ value: a.code, label: `${a.name}（${a.method} ${a.path}）${servedInSandbox(a.code) ? '' : ` · ${T.notInSandbox}`}` }))}
              />
            </Form.Item>
            <Form.Item label={T.appId}>
              <Select value={appId} onChange={setAppId} options={credentials.map((c) => ({ value: c.appId, label: c.appId }))} />
            </Form.Item>
            <Form.Item label={T.signMethod}>
              <Segmented
                value={signMethod}
                onChange={(v) => {
                  setSignMethod(v as SandboxSignMethod);
                  setKey('');
                }}
                options={['HMAC-SM3', 'SM2']}
                data-testid="try-sign-method"
              />
            </Form.Item>
            <Form.Item label={signMethod === 'SM2' ? T.privateKey : T.secret} validateStatus={keyError ? 'error' : undefined} help={keyError}>
              <Input.Password
                value={key}
                autoComplete="off"
                placeholder={signMethod === 'SM2' ? T.privateKeyPlaceholder : T.secretPlaceholder}
                onChange={(e) => {
                  setKey(e.target.value);
                  setKeyError(undefined);
                }}
                data-testid="try-key"
              />
            </Form.Item>
            {signMethod === 'SM2' && (
              <Form.Item>
                <div className={styles.stack}>
                  <Button onClick={generate} data-testid="try-generate">
                    {T.generate}
                  </Button>
                  {publicKey && (
                    <>
                      <span className={styles.meta}>{T.publicKeyOf}</span>
                      <span className={styles.mono}>{publicKey}</span>
                      <Button onClick={() => void uploadPublicKey()} data-testid="try-upload-public">
                        {T.uploadPublic}
                      </Button>
                    </>
                  )}
                </div>
              </Form.Item>
            )}
            {Object.keys(params).map((p) => (
              <Form.Item key={p} label={p} required>
                <Input value={params[p]} onChange={(e) => setParams({ ...params, [p]: e.target.value })} data-testid={`try-param-${p}`} />
              </Form.Item>
            ))}
            {Object.keys(query).map((q) => (
              <Form.Item key={q} label={q}>
                <Input value={query[q]} onChange={(e) => setQuery({ ...query, [q]: e.target.value })} data-testid={`try-query-${q}`} />
              </Form.Item>
            ))}
            {api.method === 'POST' && (
              <Form.Item label={T.body}>
                <Input.TextArea rows={8} value={body} onChange={(e) => setBody(e.target.value)} className={styles.mono} data-testid="try-body" />
              </Form.Item>
            )}
            <Button type="primary" htmlType="submit" loading={sending} data-testid="try-send">
              {T.send}
            </Button>
          </Form>
        </section>
        <section className={frame.section}>
          <div className={styles.stack} data-testid="try-outcome">
            <a href={`${OPEN_API_SANDBOX_PREFIX}/openapi.json`} target="_blank" rel="noreferrer">
              {T.openapi}
            </a>
            {outcome && (
              <>
                <h3 className={styles.subTitle}>{T.request}</h3>
                <pre className={styles.pre}>{`${outcome.method} ${outcome.url}`}</pre>
                <h3 className={styles.subTitle}>{T.canonical}</h3>
                <pre className={styles.pre} data-testid="try-canonical">
                  {outcome.canonical}
                </pre>
                <h3 className={styles.subTitle}>{T.headers}</h3>
                <pre className={styles.pre}>{Object.entries(outcome.headers).map(([k, v]) => `${k}: ${v}`).join('\n')}</pre>
                {outcome.status !== undefined && (
                  <p>
                    {T.status}：<strong data-testid="try-status">{outcome.status}</strong>
                  </p>
                )}
                {outcome.response !== undefined && (
                  <>
                    <h3 className={styles.subTitle}>{T.response}</h3>
                    <pre className={styles.pre} data-testid="try-response">
                      {outcome.response}
                    </pre>
                  </>
                )}
              </>
            )}
          </div>
        </section>
      </div>
    );
  }

  return (
    <OpenPlatformFrame title={T.title} testId="test-env-screen" forEnterprise>
      {holder}
      <Alert type="info" showIcon title={T.intro} />
      {content}
    </OpenPlatformFrame>
  );
}
