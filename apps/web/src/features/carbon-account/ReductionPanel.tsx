import { useState } from 'react';
import { Button, Form, Input, Popconfirm, Select } from 'antd';
import { deleteCarbideEmissionReduction, saveCarbideEmissionReduction } from '@portal/contract/calls/carbon/calls';
import { REDUCTION_PROJECT_TYPES, type ReductionProjectType } from '@portal/contract/carbon/sources';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../api/client.ts';
import { fieldMessages } from './field-messages.ts';
import { formatTonnes } from './format.ts';
import { CARBON_TEXTS as T } from './texts.ts';
import styles from './CarbonAccount.module.css';

export interface ReductionItem {
  id: string;
  projectName: string;
  projectType: ReductionProjectType;
  annualTonnes: string;
  startMonth: string;
  tonnesInYear: number;
  /** The estimate the figure came from (saved from #/measure), or null when typed. */
  estimate?: { modelName: string; year: number; region: string; savedAt: string } | null;
}

export interface ReductionPanelProps {
  memberCustomerId: string;
  list: ReductionItem[];
  canRecord: boolean;
  defaultMonth: string;
  onChanged: () => void;
}

/** 减排项目: the enterprise's green projects and what each counts this year. */
export function ReductionPanel({ memberCustomerId, list, canRecord, defaultMonth, onChanged }: ReductionPanelProps) {
  const [v, setV] = useState({ projectName: '', projectType: 'solar', annualTonnes: '', startMonth: defaultMonth });
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (value: string) => {
    setV((old) => ({ ...old, [k]: value }));
    setMessages((m) => ({ ...m, [k]: '' }));
  };

  async function add() {
    const request = { memberCustomerId, ...v };
    const found = fieldMessages(saveCarbideEmissionReduction.request, request);
    setMessages(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await callApi(saveCarbideEmissionReduction, request as never);
      setV((old) => ({ ...old, projectName: '', annualTonnes: '' }));
      onChanged();
    } catch (err) {
      setMessages({ [err instanceof CallError && err.field ? err.field : 'projectName']: err instanceof CallError ? err.message : T.saveFailed });
    } finally {
      setBusy(false);
    }
  }

  const item = (k: string) => ({ validateStatus: messages[k] ? ('error' as const) : undefined, help: messages[k] || undefined });

  return (
    <section className={styles.panel} aria-labelledby="carbon-reductions-title" data-testid="carbon-reductions">
      <h2 id="carbon-reductions-title" className={styles.panelTitle}>
        {T.reductionsTitle}
      </h2>
      <p className={styles.hint}>{T.estimateLater}</p>
      {list.length === 0 && <p className={styles.hint}>{T.reductionsEmpty}</p>}
      <ul className={styles.rows}>
        {list.map((r) => (
          <li key={r.id} className={styles.row} data-testid="carbon-reduction">
            <div className={styles.rowMain}>
              <strong>{r.projectName}</strong>
              <span className={styles.muted}>{REDUCTION_PROJECT_TYPES[r.projectType]}</span>
            </div>
            <div className={styles.rowFigures}>
              <span>
                {T.annualTonnes} {r.annualTonnes}，{T.startMonth} {r.startMonth}
              </span>
              <span className={styles.rowTonnes}>{T.inYear(formatTonnes(r.tonnesInYear))}</span>
            </div>
            <span className={styles.muted} data-testid="carbon-reduction-source">
              {r.estimate ? T.fromEstimate(r.estimate.modelName, r.estimate.year, r.estimate.region, r.estimate.savedAt.slice(0, 10)) : T.typedByHand}
            </span>
            {canRecord && (
              <div className={styles.rowActions}>
                <Popconfirm title="确定删除该减排项目？" okText={T.remove} cancelText="取消" onConfirm={() => callApi(deleteCarbideEmissionReduction, { memberCustomerId, id: r.id }).then(onChanged)}>
                  <Button size="small" danger>
                    {T.remove}
                  </Button>
                </Popconfirm>
              </div>
            )}
          </li>
        ))}
      </ul>
      {canRecord && (
        <Form layout="vertical" className={styles.entryGrid} onFinish={() => void add()} requiredMark={false}>
          <Form.Item label={T.projectName} htmlFor="reduction-name" {...item('projectName')}>
            <Input id="reduction-name" value={v.projectName} maxLength={60} onChange={(e) => set('projectName')(e.target.value)} />
          </Form.Item>
          <Form.Item label={T.projectType} htmlFor="reduction-type" {...item('projectType')}>
            <Select id="reduction-type" value={v.projectType} onChange={set('projectType')} options={Object.entries(REDUCTION_PROJECT_TYPES).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item label={T.annualTonnes} htmlFor="reduction-tonnes" {...item('annualTonnes')}>
            <Input id="reduction-tonnes" value={v.annualTonnes} inputMode="decimal" maxLength={20} onChange={(e) => set('annualTonnes')(e.target.value)} />
          </Form.Item>
          <Form.Item label={T.startMonth} htmlFor="reduction-start" {...item('startMonth')}>
            <Input id="reduction-start" value={v.startMonth} placeholder={T.monthPlaceholder} maxLength={7} onChange={(e) => set('startMonth')(e.target.value)} />
          </Form.Item>
          <div className={styles.formButtons}>
            <Button htmlType="submit" loading={busy}>
              {T.addReduction}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
