import { useState } from 'react';
import { Button, Modal, Skeleton, Alert } from 'antd';
import type { CallResponse } from '@portal/contract/call';
import { carbideEmissionHistory } from '@portal/contract/calls/carbon/calls';
import { CARBON_SOURCE_INFO, type CarbonSource } from '@portal/contract/carbon/sources';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { formatTonnes } from './format.ts';
import { CARBON_TEXTS as T } from './texts.ts';
import styles from './CarbonAccount.module.css';

type Versions = CallResponse<typeof carbideEmissionHistory>['versions'];

const STATE = { current: '当前', corrected: '已更正', deleted: '已删除' } as const;

/** 历史: every version of a month and source (corrections keep the old value), newest first. */
export function HistoryButton({ memberCustomerId, month, source }: { memberCustomerId: string; month: string; source: CarbonSource }) {
  const [open, setOpen] = useState(false);
  const [versions, setVersions] = useState<Versions | null>(null);
  const [error, setError] = useState<string | null>(null);
  function show() {
    setOpen(true);
    setVersions(null);
    setError(null);
    callApi(carbideEmissionHistory, { memberCustomerId, month, source }).then(
      (r) => setVersions(r.versions),
      (err: unknown) => setError(failureText(err, T.loadFailed)),
    );
  }
  const info = CARBON_SOURCE_INFO[source];
  return (
    <>
      <Button size="small" onClick={show}>
        {T.history}
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={T.historyTitle(month, info.name)}>
        {error && <Alert type="error" showIcon title={error} />}
        {!error && !versions && <Skeleton active />}
        {versions && (
          <ul className={styles.rows} data-testid="carbon-history">
            {versions.map((v) => (
              <li key={v.recordedAt + v.state} className={styles.row}>
                <div className={styles.rowMain}>
                  <strong>
                    {v.quantity} {info.unit}
                  </strong>
                  <span className={styles.muted}>{STATE[v.state]}</span>
                </div>
                <div className={styles.rowFigures}>{formatTonnes(v.tonnes)} {T.tonnes}</div>
                <div className={styles.rowNote}>
                  {new Date(v.recordedAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })} {v.recordedBy}
                  {v.note ? `：${v.note}` : ''}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
