import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, List, Tag } from 'antd';
import { getEnterpriseInfo } from '@portal/contract/calls/enterprise-auth/get-enterprise-info';
import { queryEntpName } from '@portal/contract/calls/enterprise-auth/query-entp-name';
import type { CallResponse } from '@portal/contract/call';
import { ENTERPRISE_REGISTRY_STATUS, labelOf } from '@portal/contract/codes';
import { CallError } from '@portal/contract/envelope/client';
import { ZEnterpriseKeyword } from '@portal/contract/calls/enterprise-auth/fields';
import { ENTP_AUTH_MESSAGES as M } from '@portal/contract/calls/enterprise-auth/messages';
import { callApi } from '../../api/client.ts';
import { IDENTIFY_TEXTS as T } from './texts.ts';

export type RegistryInfo = CallResponse<typeof getEnterpriseInfo>;
type Hit = CallResponse<typeof queryEntpName>['items'][number];

const yuan = (fen: number) => `${(fen / 1_000_000).toLocaleString('zh-CN', { maximumFractionDigits: 2 })} 万元`;

/**
 * The server's own keyword rule, run here first: what looks like a credit code is checked as one
 * (a letter GB 32100 never uses, a wrong check character), and a near-miss length is named too.
 */
function keywordProblem(keyword: string): string | null {
  const upper = keyword.trim().toUpperCase();
  if (/^[0-9A-Z]{15,20}$/.test(upper) && upper.length !== 18) return M.creditCodeShape;
  const parsed = ZEnterpriseKeyword.safeParse(keyword);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? M.keywordShort);
}

/**
 * Step 1: find the enterprise in the registry by a part of its name or its credit code, then
 * its registry extract. Revoked, cancelled and unknown enterprises are refused here.
 */
export function QueryStep({ initial, onNext }: { initial: RegistryInfo | null; onNext: (info: RegistryInfo) => void }) {
  const [form] = Form.useForm<{ keyword: string }>();
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [info, setInfo] = useState<RegistryInfo | null>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fieldError = (message: string) => form.setFields([{ name: 'keyword', errors: [message] }]);
  /** A message belongs to the search that produced it: a new search or a new keyword clears it. */
  const clearMessages = () => {
    form.setFields([{ name: 'keyword', errors: [] }]);
    setError(null);
  };

  async function open(creditCode: string) {
    clearMessages();
    try {
      setInfo(await callApi(getEnterpriseInfo, { creditCode }));
    } catch (err) {
      setInfo(null);
      if (err instanceof CallError) fieldError(err.message);
      else setError(T.failedLoad);
    }
  }

  async function search() {
    const keyword = (form.getFieldValue('keyword') as string | undefined)?.trim() ?? '';
    clearMessages();
    const problem = keywordProblem(keyword);
    if (problem) {
      setHits(null);
      setInfo(null);
      return fieldError(problem);
    }
    setBusy(true);
    setInfo(null);
    try {
      const { items } = await callApi(queryEntpName, { keyword });
      setHits(items);
      if (items.length === 0) fieldError(T.noHits);
      // A whole credit code names one enterprise: show it at once.
      else if (items.length === 1 && items[0]!.creditCode === keyword.toUpperCase()) await open(items[0]!.creditCode);
    } catch (err) {
      if (err instanceof CallError) fieldError(err.message);
      else setError(T.failedLoad);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="identify-step" data-testid="identify-query">
      <Form form={form} layout="vertical" onFinish={() => void search()}>
        <Form.Item label={T.keywordLabel} name="keyword" validateTrigger={[]}>
          <Input.Search
            placeholder={T.keywordPlaceholder}
            enterButton={T.search}
            loading={busy}
            maxLength={60}
            onSearch={() => void search()}
            onChange={() => form.getFieldError('keyword').length > 0 && form.setFields([{ name: 'keyword', errors: [] }])}
            data-testid="identify-keyword"
            allowClear
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
      {hits && hits.length > 0 && !info && (
        <List
          bordered
          dataSource={hits}
          data-testid="identify-hits"
          renderItem={(hit) => (
            <List.Item
              actions={[
                <Button key="pick" type="link" onClick={() => void open(hit.creditCode)} disabled={hit.status !== 'active'}>
                  {T.pick}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={hit.name}
                description={
                  <>
                    {hit.creditCode}{' '}
                    <Tag color={hit.status === 'active' ? 'green' : 'red'}>{labelOf(ENTERPRISE_REGISTRY_STATUS, hit.status)}</Tag>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {info && (
        <>
          <Descriptions title={T.registryTitle} bordered column={1} size="small" data-testid="identify-registry">
            <Descriptions.Item label={T.entName}>{info.name}</Descriptions.Item>
            <Descriptions.Item label={T.creditCode}>{info.creditCode}</Descriptions.Item>
            <Descriptions.Item label={T.legalRep}>{info.legalRepNameMasked}</Descriptions.Item>
            <Descriptions.Item label={T.capital}>{yuan(info.registeredCapitalFen)}</Descriptions.Item>
            <Descriptions.Item label={T.status}>
              <Tag color="green">{labelOf(ENTERPRISE_REGISTRY_STATUS, info.status)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={T.established}>{info.establishedOn}</Descriptions.Item>
            <Descriptions.Item label={T.address}>{info.address}</Descriptions.Item>
          </Descriptions>
          <div className="identify-actions">
            <Button type="primary" onClick={() => onNext(info)} data-testid="identify-next">
              {T.next}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
