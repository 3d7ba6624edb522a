import { useState } from 'react';
import { Button, Popconfirm, Tag } from 'antd';
import { CARBON_SOURCE_INFO } from '@portal/contract/carbon/sources';
import type { ActivityRecord } from '@portal/contract/calls/carbon/fields';
import { formatTonnes } from './format.ts';
import { HistoryButton } from './HistoryButton.tsx';
import { CARBON_TEXTS as T } from './texts.ts';
import styles from './CarbonAccount.module.css';

export interface RecordListProps {
  memberCustomerId: string;
  records: ActivityRecord[];
  canRecord: boolean;
  onEdit: (r: ActivityRecord) => void;
  onDelete: (r: ActivityRecord) => Promise<void>;
}

/** Rows shown before 显示全部. */
const FIRST_ROWS = 9;

/** The year's recorded months, newest first, as rows that wrap on a phone (no wide table). */
export function RecordList({ memberCustomerId, records, canRecord, onEdit, onDelete }: RecordListProps) {
  // A year holds up to 72 rows: the newest few first, the rest on request.
  const [all, setAll] = useState(false);
  const newestFirst = [...records].reverse();
  const shown = all ? newestFirst : newestFirst.slice(0, FIRST_ROWS);
  return (
    <section className={styles.panel} aria-labelledby="carbon-records-title">
      <h2 id="carbon-records-title" className={styles.panelTitle}>
        {T.recordsTitle}
      </h2>
      {records.length === 0 && <p className={styles.hint}>{T.recordsEmpty}</p>}
      <ul className={styles.rows} data-testid="carbon-records" data-count={records.length}>
        {shown.map((r) => {
          const info = CARBON_SOURCE_INFO[r.source];
          return (
            <li key={r.id} className={styles.row} data-testid="carbon-record">
              <div className={styles.rowMain}>
                <strong>
                  {r.month} {info.name}
                </strong>
                <Tag color={r.scope === 1 ? 'orange' : 'blue'}>{r.scope === 1 ? '范围一' : '范围二'}</Tag>
                {r.revisions > 0 && <Tag>{T.revisions(r.revisions)}</Tag>}
              </div>
              <div className={styles.rowFigures}>
                <span>
                  {Number(r.quantity).toLocaleString('en-US', { maximumFractionDigits: 3 })} {info.unit}
                </span>
                <span className={styles.rowTonnes}>{formatTonnes(r.tonnes)} {T.tonnes}</span>
              </div>
              <div className={styles.rowNote} title={r.factorSource}>
                {T.factorOf(String(Number(r.factor.toPrecision(6))), r.factorYear)}
              </div>
              {(canRecord || r.revisions > 0) && (
                <div className={styles.rowActions}>
                  {r.revisions > 0 && <HistoryButton memberCustomerId={memberCustomerId} month={r.month} source={r.source} />}
                  {canRecord && (
                    <>
                      <Button size="small" onClick={() => onEdit(r)}>
                        {T.edit}
                      </Button>
                      <Popconfirm title={T.removeConfirm} onConfirm={() => onDelete(r)} okText={T.remove} cancelText="取消">
                        <Button size="small" danger>
                          {T.remove}
                        </Button>
                      </Popconfirm>
                    </>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {newestFirst.length > FIRST_ROWS && (
        <Button type="link" onClick={() => setAll((v) => !v)} data-testid="carbon-records-more">
          {all ? T.showFewer : T.showAll(newestFirst.length)}
        </Button>
      )}
    </section>
  );
}
