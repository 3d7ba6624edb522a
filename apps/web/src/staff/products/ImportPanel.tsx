import { useRef, useState } from 'react';
import { Alert, Button, Card, Space, Table, message } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { IMPORT_KIND_NAMES, IMPORT_LIMITS, type ImportKind, type ImportReport, type ImportRowError } from '@portal/contract/calls/products/import-fields';
import { operatorImport, operatorImportTemplate } from '@portal/contract/calls/products/operator-import';
import { callApi, callUpload } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { saveBase64File } from './download.ts';
import { PRODUCTS_CONSOLE_TEXTS as T } from './texts.ts';
import styles from './ProductsConsole.module.css';

const ACCEPT = '.csv,.xlsx';

/**
 * Import of bank-internal data: template downloads, the file chooser, and the reply as a
 * summary plus one table row per problem (row, column, reason). A refused file (wrong
 * columns, unreadable) shows the server's message naming what is wrong.
 */
export function ImportPanel({ kind, onImported }: { kind: ImportKind; onImported: () => void }) {
  const [toast, toastHolder] = message.useMessage();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [refused, setRefused] = useState<{ fileName: string; message: string } | null>(null);

  async function template(format: 'csv' | 'xlsx') {
    try {
      saveBase64File(await callApi(operatorImportTemplate, { kind, format }));
    } catch (err) {
      void toast.error(failureText(err, T.loadFailed));
    }
  }

  async function upload(file: File) {
    setReport(null);
    setRefused(null);
    if (!/\.(csv|xlsx)$/i.test(file.name)) return setRefused({ fileName: file.name, message: T.wrongType });
    if (file.size > IMPORT_LIMITS.maxFileBytes) return setRefused({ fileName: file.name, message: T.tooLarge });
    setBusy(true);
    try {
      const reply = await callUpload(operatorImport, { kind }, [file]);
      setReport(reply);
      if (reply.imported > 0) onImported();
    } catch (err) {
      setRefused({ fileName: file.name, message: failureText(err, T.importFailed) });
    } finally {
      setBusy(false);
    }
  }

  const summary =
    report &&
    (report.failedRows === 0
      ? T.reportAllGood(report.totalRows)
      : report.imported === 0
        ? T.reportNone(report.totalRows)
        : T.reportSome(report.totalRows, report.imported, report.failedRows));

  return (
    <Card title={T.importTitle(IMPORT_KIND_NAMES[kind])} className={styles.block} data-testid={`import-${kind}`}>
      {toastHolder}
      <p className={styles.hint}>{T.importIntro[kind]}</p>
      <p className={styles.hint}>{T.importSteps}</p>
      <Space wrap>
        <Button icon={<DownloadOutlined />} onClick={() => void template('csv')}>
          {T.templateCsv}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => void template('xlsx')}>
          {T.templateXlsx}
        </Button>
        <Button type="primary" icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()} data-testid={`import-${kind}-choose`}>
          {busy ? T.importing : T.chooseFile}
        </Button>
        <span className={styles.hint}>{T.fileHint}</span>
      </Space>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid={`import-${kind}-file`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      {refused && (
        <Alert
          className={styles.report}
          type="error"
          showIcon
          title={refused.message}
          description={T.reportFile(refused.fileName)}
          data-testid="import-refused"
        />
      )}
      {report && (
        <div className={styles.report} data-testid="import-report">
          <Alert
            type={report.failedRows === 0 ? 'success' : report.imported === 0 ? 'error' : 'warning'}
            showIcon
            title={summary}
            description={T.reportFile(report.fileName)}
          />
          {report.errors.length > 0 && (
            <Table<ImportRowError>
              className={styles.reportTable}
              size="small"
              rowKey={(e) => `${e.row}-${e.column}-${e.reason}`}
              dataSource={report.errors}
              pagination={report.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              columns={[
                { title: T.reportColumns.row, dataIndex: 'row', width: 100, render: (n: number) => T.reportRow(n) },
                { title: T.reportColumns.column, dataIndex: 'column', width: 140 },
                { title: T.reportColumns.reason, dataIndex: 'reason' },
              ]}
              footer={report.errors.length >= IMPORT_LIMITS.maxReported ? () => T.reportTruncated(report.errors.length) : undefined}
              data-testid="import-errors"
            />
          )}
        </div>
      )}
    </Card>
  );
}
