import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Space, Table, message } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { failureText } from '../../api/failure-text.ts';
import { saveBase64File } from '../products/download.ts';
import { FILE_IMPORT_TEXTS as T } from './texts.ts';
import styles from './FileImportCard.module.css';

/** An import template as the server sends it. */
export interface Base64File {
  fileName: string;
  mimeType: string;
  base64: string;
}

/** A problem the server found in one cell of an imported file. */
export interface ImportRowProblem {
  row: number;
  column: string;
  reason: string;
}

/** What every import call answers: how many rows, how many imported, and the problems by row. */
export interface ImportOutcome {
  fileName: string;
  totalRows: number;
  failedRows: number;
  imported: number;
  errors: ImportRowProblem[];
}

export interface FileImportCardProps<R extends ImportOutcome> {
  title: string;
  /** Beside the title, e.g. how many rows the registry holds now. */
  extra?: ReactNode;
  /** What the file holds and how it is checked, one paragraph each. */
  hints: string[];
  /** Between the hints and the buttons: what goes with the file (the persons import's photos). */
  children?: ReactNode;
  limits: { maxFileBytes: number; maxReported: number; maxRows?: number };
  downloadTemplate(format: 'csv' | 'xlsx'): Promise<Base64File>;
  upload(file: File): Promise<R>;
  /** The report's first line for this kind of import (whole-file or row by row). */
  summary(report: R): string;
  onImported(): void;
  /** `<card>`, `<card>-file` and `<card>-choose` name the card; `<report>-report|-refused|-errors` its outcome. */
  testIds: { card: string; report: string };
}

/**
 * The operators' CSV/XLSX import: template downloads, the file chooser, and the reply as a
 * summary plus one table row per problem (row, column, reason). A refused file (wrong type,
 * too large, wrong columns) says why, and the registry keeps what it had.
 */
export function FileImportCard<R extends ImportOutcome>(props: FileImportCardProps<R>) {
  const { limits, testIds } = props;
  const [toast, toastHolder] = message.useMessage();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<R | null>(null);
  const [refused, setRefused] = useState<{ fileName: string; message: string } | null>(null);
  const maxMegabytes = Math.round(limits.maxFileBytes / (1024 * 1024));

  async function template(format: 'csv' | 'xlsx') {
    try {
      saveBase64File(await props.downloadTemplate(format));
    } catch (err) {
      void toast.error(failureText(err, T.templateFailed));
    }
  }

  async function upload(file: File) {
    setReport(null);
    setRefused(null);
    if (!/\.(csv|xlsx)$/i.test(file.name)) return setRefused({ fileName: file.name, message: T.wrongType });
    if (file.size > limits.maxFileBytes) return setRefused({ fileName: file.name, message: T.tooLarge(maxMegabytes) });
    setBusy(true);
    try {
      const reply = await props.upload(file);
      setReport(reply);
      if (reply.imported > 0) props.onImported();
    } catch (err) {
      setRefused({ fileName: file.name, message: failureText(err, T.importFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card size="small" title={props.title} extra={props.extra} className={styles.block} data-testid={testIds.card}>
      {toastHolder}
      {props.hints.map((hint) => (
        <p key={hint} className={styles.hint}>
          {hint}
        </p>
      ))}
      {props.children}
      <Space wrap>
        <Button icon={<DownloadOutlined />} onClick={() => void template('csv')}>
          {T.templateCsv}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => void template('xlsx')}>
          {T.templateXlsx}
        </Button>
        <Button type="primary" icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()} data-testid={`${testIds.card}-choose`}>
          {busy ? T.importing : T.chooseFile}
        </Button>
        <span className={styles.muted}>{T.fileHint(maxMegabytes, limits.maxRows)}</span>
      </Space>
      <input
        ref={input}
        type="file"
        accept=".csv,.xlsx"
        hidden
        data-testid={`${testIds.card}-file`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      {refused && (
        <Alert className={styles.report} type="error" showIcon title={refused.message} description={T.reportFile(refused.fileName)} data-testid={`${testIds.report}-refused`} />
      )}
      {report && (
        <div className={styles.report} data-testid={`${testIds.report}-report`}>
          <Alert
            type={report.failedRows === 0 ? 'success' : report.imported === 0 ? 'error' : 'warning'}
            showIcon
            title={props.summary(report)}
            description={T.reportFile(report.fileName)}
          />
          {report.errors.length > 0 && (
            <Table<ImportRowProblem>
              className={styles.reportTable}
              size="small"
              rowKey={(e) => `${e.row}-${e.column}-${e.reason}`}
              dataSource={report.errors}
              pagination={report.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              columns={[
                { title: T.reportColumns.row, dataIndex: 'row', width: 90, render: (n: number) => T.reportRow(n) },
                { title: T.reportColumns.column, dataIndex: 'column', width: 150 },
                { title: T.reportColumns.reason, dataIndex: 'reason' },
              ]}
              footer={report.errors.length >= limits.maxReported ? () => T.reportTruncated(report.errors.length) : undefined}
              data-testid={`${testIds.report}-errors`}
            />
          )}
        </div>
      )}
    </Card>
  );
}

/** The summary of a whole-file import (everything in, or nothing), counting rows in `unit`. */
export const wholeFileSummary =
  (unit = '条') =>
  (report: ImportOutcome & { created: number; updated: number }): string =>
    report.failedRows === 0 ? T.reportGood(report.totalRows, report.created, report.updated, unit) : T.reportWholeFileBad(report.totalRows, report.failedRows);

/** The summary of a row-by-row import: the good rows in, the bad ones listed. */
export const rowByRowSummary = (report: ImportOutcome): string =>
  report.failedRows === 0
    ? T.reportAllGood(report.totalRows)
    : report.imported === 0
      ? T.reportNone(report.totalRows)
      : T.reportSome(report.totalRows, report.imported, report.failedRows);
