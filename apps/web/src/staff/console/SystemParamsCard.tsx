import { useEffect, useState } from 'react';
import { Button, Card, Input, Switch, Table, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { SWITCH_PARAMS, consoleSystemParamUpdate, consoleSystemParams, type SystemParamRow } from '@portal/contract/calls/console/system-params';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../api/client.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { paramLabel } from '../labels.ts';
import styles from './Console.module.css';

const T = {
  title: '系统参数',
  hint: '门户启动时读取，修改后 5 秒内在所有服务器生效；每次修改记入操作日志。',
  key: '参数',
  value: '取值',
  description: '说明',
  updated: '更新时间',
  save: '保存',
  saved: '参数已保存',
  failed: '保存失败，请稍后重试',
};

const isSwitch = (key: string) => (SWITCH_PARAMS as readonly string[]).includes(key);

/** The operator-controlled switches of /system/param: on/off switches, other values as text. */
export function SystemParamsCard() {
  const [rows, setRows] = useState<SystemParamRow[] | null>(null);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [toast, holder] = message.useMessage();

  useEffect(() => {
    let live = true;
    callApi(consoleSystemParams, {}).then(
      (reply) => live && setRows(reply.items),
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, []);

  async function save(key: string, value: string) {
    setBusy(key);
    try {
      const { item } = await callApi(consoleSystemParamUpdate, { key, value });
      setRows((r) => r && r.map((x) => (x.key === key ? item : x)));
      setDrafts(({ [key]: _, ...rest }) => rest);
      void toast.success(T.saved);
    } catch (err) {
      void toast.error(err instanceof CallError ? err.message : T.failed);
    } finally {
      setBusy(null);
    }
  }

  const columns: ColumnsType<SystemParamRow> = [
    {
      title: T.key,
      dataIndex: 'key',
      key: 'key',
      width: 180,
      render: (k: string, row) => (
        <div>
          <div className={styles.pageName}>{paramLabel(k, row.description)}</div>
          <code className={styles.muted}>{k}</code>
        </div>
      ),
    },
    {
      title: T.value,
      key: 'value',
      width: 300,
      render: (_, row) =>
        isSwitch(row.key) ? (
          <Switch checked={row.value === '1'} loading={busy === row.key} onChange={(on) => void save(row.key, on ? '1' : '0')} aria-label={paramLabel(row.key, row.description)} data-testid={`param-${row.key}`} />
        ) : (
          <span className={styles.paramEdit}>
            <Input size="small" value={drafts[row.key] ?? row.value ?? ''} onChange={(e) => setDrafts((d) => ({ ...d, [row.key]: e.target.value }))} aria-label={paramLabel(row.key, row.description)} maxLength={500} />
            <Button size="small" disabled={drafts[row.key] === undefined} loading={busy === row.key} onClick={() => void save(row.key, drafts[row.key] ?? '')}>
              {T.save}
            </Button>
          </span>
        ),
    },
    { title: T.description, dataIndex: 'description', key: 'description' },
    { title: T.updated, key: 'updated', width: 150, render: (_, row) => formatDateTime(row.updatedAt) },
  ];

  return (
    <Card title={T.title} extra={<span className={styles.muted}>{T.hint}</span>} className={styles.block}>
      {holder}
      <Table rowKey="key" size="small" columns={columns} dataSource={rows ?? []} loading={rows === null} pagination={false} data-testid="system-params" />
    </Card>
  );
}
