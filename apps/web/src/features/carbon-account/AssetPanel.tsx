import { useState } from 'react';
import { Button, Form, Input, Select, Tag } from 'antd';
import { saveCarbideAsset } from '@portal/contract/calls/carbon/calls';
import { ASSET_ACQUISITIONS, ASSET_KINDS, ASSET_STATUSES } from '@portal/contract/carbon/sources';
import { CallError } from '@portal/contract/envelope/client';
import type { CallResponse } from '@portal/contract/call';
import type { carbideAsset } from '@portal/contract/calls/carbon/calls';
import { callApi } from '../../api/client.ts';
import { fieldMessages } from './field-messages.ts';
import { CARBON_TEXTS as T } from './texts.ts';
import styles from './CarbonAccount.module.css';

type Asset = CallResponse<typeof carbideAsset>['list'][number];

export interface AssetPanelProps {
  memberCustomerId: string;
  held: number;
  list: Asset[];
  canRecord: boolean;
  onChanged: () => void;
}

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** 碳资产: allowances by year and CCER by project; a held one is surrendered or sold once. */
export function AssetPanel({ memberCustomerId, held, list, canRecord, onChanged }: AssetPanelProps) {
  const [v, setV] = useState({ kind: 'CEA', vintage: String(new Date().getFullYear() - 1), projectName: '', quantity: '', acquisition: 'allocation', acquiredOn: today() });
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (value: string) => {
    setV((old) => ({ ...old, [k]: value }));
    setMessages((m) => ({ ...m, [k]: '' }));
  };

  async function save(request: Record<string, unknown>) {
    const found = fieldMessages(saveCarbideAsset.request, request);
    setMessages(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await callApi(saveCarbideAsset, request as never);
      if (!request.id) setV((old) => ({ ...old, projectName: '', quantity: '' }));
      onChanged();
    } catch (err) {
      setMessages({ [err instanceof CallError && err.field ? err.field : 'quantity']: err instanceof CallError ? err.message : T.saveFailed });
    } finally {
      setBusy(false);
    }
  }

  const add = () => save({ memberCustomerId, ...v, vintage: Number(v.vintage), status: 'held', ...(v.projectName.trim() ? {} : { projectName: undefined }) });
  const mark = (a: Asset, status: 'surrendered' | 'sold') => save({ memberCustomerId, id: a.id, kind: a.kind, vintage: a.vintage, projectName: a.projectName || undefined, quantity: a.quantity, acquisition: a.acquisition, acquiredOn: a.acquiredOn, status });
  const item = (k: string) => ({ validateStatus: messages[k] ? ('error' as const) : undefined, help: messages[k] || undefined });

  return (
    <section className={styles.panel} aria-labelledby="carbon-assets-title" data-testid="carbon-assets">
      <h2 id="carbon-assets-title" className={styles.panelTitle}>
        {T.assetsTitle}
        <span className={styles.muted}>{T.heldTotal(held.toLocaleString('en-US', { maximumFractionDigits: 3 }))}</span>
      </h2>
      {list.length === 0 && <p className={styles.hint}>{T.assetsEmpty}</p>}
      <ul className={styles.rows}>
        {list.map((a) => (
          <li key={a.id} className={styles.row} data-testid="carbon-asset">
            <div className={styles.rowMain}>
              <strong>
                {a.kind} {a.vintage}
              </strong>
              {a.projectName && <span className={styles.muted}>{a.projectName}</span>}
              <Tag color={a.status === 'held' ? 'green' : 'default'}>{ASSET_STATUSES[a.status]}</Tag>
            </div>
            <div className={styles.rowFigures}>
              <span>
                {ASSET_ACQUISITIONS[a.acquisition]} {a.acquiredOn}
              </span>
              <span className={styles.rowTonnes}>{Number(a.quantity).toLocaleString('en-US', { maximumFractionDigits: 3 })} 吨</span>
            </div>
            {canRecord && a.status === 'held' && (
              <div className={styles.rowActions}>
                <Button size="small" onClick={() => void mark(a, 'surrendered')}>
                  {T.surrender}
                </Button>
                <Button size="small" onClick={() => void mark(a, 'sold')}>
                  {T.sell}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {canRecord && (
        <Form layout="vertical" className={styles.entryGrid} onFinish={() => void add()} requiredMark={false}>
          <Form.Item label={T.kind} htmlFor="asset-kind" {...item('kind')}>
            <Select id="asset-kind" value={v.kind} onChange={set('kind')} options={Object.entries(ASSET_KINDS).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item label={T.vintage} htmlFor="asset-vintage" {...item('vintage')}>
            <Input id="asset-vintage" value={v.vintage} maxLength={4} inputMode="numeric" onChange={(e) => set('vintage')(e.target.value)} />
          </Form.Item>
          <Form.Item label={T.assetProject} htmlFor="asset-project" {...item('projectName')}>
            <Input id="asset-project" value={v.projectName} maxLength={60} onChange={(e) => set('projectName')(e.target.value)} />
          </Form.Item>
          <Form.Item label={T.assetQuantity} htmlFor="asset-quantity" {...item('quantity')}>
            <Input id="asset-quantity" value={v.quantity} inputMode="decimal" maxLength={20} onChange={(e) => set('quantity')(e.target.value)} />
          </Form.Item>
          <Form.Item label={T.acquisition} htmlFor="asset-acquisition" {...item('acquisition')}>
            <Select id="asset-acquisition" value={v.acquisition} onChange={set('acquisition')} options={Object.entries(ASSET_ACQUISITIONS).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item label={T.acquiredOn} htmlFor="asset-date" {...item('acquiredOn')}>
            <Input id="asset-date" value={v.acquiredOn} placeholder="YYYY-MM-DD" maxLength={10} onChange={(e) => set('acquiredOn')(e.target.value)} />
          </Form.Item>
          <div className={styles.formButtons}>
            <Button htmlType="submit" loading={busy}>
              {T.addAsset}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
