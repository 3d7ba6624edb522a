import { useRef, useState } from 'react';
import { Alert, Button, Card, Space, Table, message } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  INVOICE_IMPORT_LIMITS,
  invoiceRegistryImport,
  invoiceRegistrySummary,
  invoiceRegistryTemplate,
  type InvoiceImportReport,
  type InvoiceRowError,
} from '@portal/contract/calls/invoice-check/registry-import';
import { callApi, callUpload } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { saveBase64File } from '../products/download.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { INVOICE_REGISTRY_TEXTS as T } from './texts.ts';
import styles from '../identity-registry/Registry.module.css';

/**
 * #/staff/invoice-registry: the invoices the local invoice check reads, their count, and their
 * import (sample files, the file chooser, the report by row and column). A file is imported
 * whole or not at all, so a bad file changes nothing.
 */
export default function InvoiceRegistryScreen() {
  const summary = useLoaded(() => callApi(invoiceRegistrySummary, {}), 'summary');
  const [toast, toastHolder] = message.useMessage();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<InvoiceImportReport | null>(null);
  const [refused, setRefused] = useState<{ fileName: string; message: string } | null>(null);

  async function template(format: 'csv' | 'xlsx') {
    try {
      saveBase64File(await callApi(invoiceRegistryTemplate, { format }));
    } catch (err) {
      void toast.error(failureText(err, T.templateFailed));
    }
  }

  async function upload(file: File) {
    setReport(null);
    setRefused(null);
    if (!/\.(csv|xlsx)$/i.test(file.name)) return setRefused({ fileName: file.name, message: T.wrongType });
    if (file.size > INVOICE_IMPORT_LIMITS.maxFileBytes) return setRefused({ fileName: file.name, message: T.tooLarge });
    setBusy(true);
    try {
      const reply = await callUpload(invoiceRegistryImport, {}, [file]);
      setReport(reply);
      if (reply.imported > 0) summary.reload();
    } catch (err) {
      setRefused({ fileName: file.name, message: failureText(err, T.importFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <OperatorPage title={T.title} intro={T.intro}>
      {toastHolder}
      {summary.data && (
        <Alert className={styles.block} type="info" showIcon title={T.summary(summary.data.total, summary.data.seeded, summary.data.imported)} data-testid="invoice-registry-summary" />
      )}
      {summary.error !== undefined && !summary.data && <Alert className={styles.block} type="error" showIcon title={failureText(summary.error, T.summaryFailed)} />}
      <Card size="small" title={T.importTitle} className={styles.block} data-testid="invoice-registry-import">
        <p className={styles.hint}>{T.importIntro}</p>
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
          data-testid="invoice-registry-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
        {refused && <Alert className={styles.report} type="error" showIcon title={refused.message} description={T.reportFile(refused.fileName)} data-testid="invoice-registry-refused" />}
        {report && (
          <div className={styles.report} data-testid="invoice-registry-report">
            <Alert
              type={report.failedRows === 0 ? 'success' : 'error'}
              showIcon
              title={report.failedRows === 0 ? T.reportGood(report.totalRows, report.created, report.updated) : T.reportBad(report.totalRows, report.failedRows)}
              description={T.reportFile(report.fileName)}
            />
            {report.errors.length > 0 && (
              <Table<InvoiceRowError>
                className={styles.reportTable}
                size="small"
                rowKey={(e) => `${e.row}-${e.column}-${e.reason}`}
                dataSource={report.errors}
                pagination={report.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
                columns={[
                  { title: T.reportColumns.row, dataIndex: 'row', width: 90, render: (n: number) => T.reportRow(n) },
                  { title: T.reportColumns.column, dataIndex: 'column', width: 160 },
                  { title: T.reportColumns.reason, dataIndex: 'reason' },
                ]}
                footer={report.errors.length >= INVOICE_IMPORT_LIMITS.maxReported ? () => T.reportTruncated(report.errors.length) : undefined}
                data-testid="invoice-registry-errors"
              />
            )}
          </div>
        )}
      </Card>
    </OperatorPage>
  );
}
