import { useRef, useState } from 'react';
import { Alert, Button, Card, Space, Table, message } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CHECK_IMPORT_KINDS,
  CHECK_IMPORT_LIMITS,
  checkImport,
  checkImportTemplate,
  type CheckImportKind,
  type CheckImportReport,
  type CheckImportRowError,
} from '@portal/contract/calls/checks/import-fields';
import { callApi, callUpload } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { saveBase64File } from '../products/download.ts';
import { CHECK_REGISTRY_TEXTS as T } from './texts.ts';
import styles from './CheckRegistries.module.css';

/** One registry's import: templates, the file chooser, and the report with one row per problem. */
export function CheckImport({ kind, count, onImported }: { kind: CheckImportKind; count: number | null; onImported: () => void }) {
  const [toast, toastHolder] = message.useMessage();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<CheckImportReport | null>(null);
  const [refused, setRefused] = useState<{ fileName: string; message: string } | null>(null);

  async function template(format: 'csv' | 'xlsx') {
    try {
      saveBase64File(await callApi(checkImportTemplate, { kind, format }));
    } catch (err) {
      void toast.error(failureText(err, T.templateFailed));
    }
  }

  async function upload(file: File) {
    setReport(null);
    setRefused(null);
    if (!/\.(csv|xlsx)$/i.test(file.name)) return setRefused({ fileName: file.name, message: T.wrongType });
    if (file.size > CHECK_IMPORT_LIMITS.maxFileBytes) return setRefused({ fileName: file.name, message: T.tooLarge });
    setBusy(true);
    try {
      const reply = await callUpload(checkImport, { kind }, [file]);
      setReport(reply);
      if (reply.imported > 0) onImported();
    } catch (err) {
      setRefused({ fileName: file.name, message: failureText(err, T.importFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      size="small"
      title={T.importTitle(CHECK_IMPORT_KINDS[kind])}
      extra={count === null ? null : <span className={styles.muted}>{T.count(count)}</span>}
      className={styles.block}
      data-testid={`check-import-${kind}`}
    >
      {toastHolder}
      <p className={styles.hint}>{T.importIntro[kind]}</p>
      <p className={styles.hint}>{T.importRule}</p>
      <Space wrap>
        <Button icon={<DownloadOutlined />} onClick={() => void template('csv')}>
          {T.templateCsv}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => void template('xlsx')}>
          {T.templateXlsx}
        </Button>
        <Button type="primary" icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
          {busy ? T.importing : T.chooseFile}
        </Button>
        <span className={styles.muted}>{T.fileHint}</span>
      </Space>
      <input
        ref={input}
        type="file"
        accept=".csv,.xlsx"
        hidden
        data-testid={`check-import-${kind}-file`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      {refused && <Alert className={styles.report} type="error" showIcon title={refused.message} description={T.reportFile(refused.fileName)} data-testid="check-import-refused" />}
      {report && (
        <div className={styles.report} data-testid="check-import-report">
          <Alert
            type={report.failedRows === 0 ? 'success' : 'error'}
            showIcon
            title={report.failedRows === 0 ? T.reportGood(report.totalRows, report.created, report.updated) : T.reportBad(report.totalRows, report.failedRows)}
            description={T.reportFile(report.fileName)}
          />
          {report.errors.length > 0 && (
            <Table<CheckImportRowError>
              className={styles.reportTable}
              size="small"
              rowKey={(e) => `${e.row}-${e.column}-${e.reason}`}
              dataSource={report.errors}
              pagination={report.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              columns={[
                { title: T.reportColumns.row, dataIndex: 'row', width: 90, render: (n: number) => T.reportRow(n) },
                { title: T.reportColumns.column, dataIndex: 'column', width: 130 },
                { title: T.reportColumns.reason, dataIndex: 'reason' },
              ]}
              data-testid="check-import-errors"
            />
          )}
        </div>
      )}
    </Card>
  );
}
