import { useMemo, useRef, useState, type ReactNode } from 'react';
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
  /** The first problems, by row and column (at most the import's `maxReported`). */
  errors: ImportRowProblem[];
  /** Every problem the server found, when it counts them (more than `errors` when the list was cut). */
  errorCount?: number | undefined;
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
          {report.errors.length > 0 && <ProblemList report={report} limits={limits} testId={`${testIds.report}-errors`} />}
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

/** A problem with how many rows of the table its spreadsheet row spans (0: shown in the row above). */
type ListedProblem = ImportRowProblem & { key: number; span: number };

/**
 * Every problem of the reply, one line each, grouped by spreadsheet row (the row number spans
 * its problems) in a table that scrolls inside the card: a file with hundreds of problems stays
 * readable. A count above the table says how many problems and rows there are, and how many more
 * the server found than it listed.
 */
function ProblemList({ report, limits, testId }: { report: ImportOutcome; limits: { maxReported: number }; testId: string }) {
  const listed = useMemo<ListedProblem[]>(() => {
    const sorted = report.errors.map((e, key) => ({ ...e, key })).sort((a, b) => a.row - b.row || a.key - b.key);
    return sorted.map((e, i) => {
      if (i > 0 && sorted[i - 1]!.row === e.row) return { ...e, span: 0 };
      let end = i + 1;
      while (end < sorted.length && sorted[end]!.row === e.row) end += 1;
      return { ...e, span: end - i };
    });
  }, [report.errors]);
  const total = Math.max(report.errorCount ?? report.errors.length, report.errors.length);
  const rows = new Set(report.errors.map((e) => e.row)).size;
  const hidden = total - report.errors.length;
  return (
    <div className={styles.problems}>
      <p className={styles.problemCount} data-testid={`${testId}-count`}>
        {hidden > 0 ? T.problemCountCut(total, report.failedRows, report.errors.length, rows) : T.problemCount(total, rows)}
      </p>
      <Table<ListedProblem>
        className={styles.reportTable}
        size="small"
        bordered
        rowKey="key"
        dataSource={listed}
        pagination={false}
        tableLayout="fixed"
        scroll={listed.length > 12 ? { y: 420 } : undefined}
        columns={[
          {
            title: T.reportColumns.row,
            dataIndex: 'row',
            width: 96,
            onCell: (e) => ({ rowSpan: e.span, style: { verticalAlign: 'top' } }),
            render: (n: number, e) => (
              <span className={styles.problemRow}>
                {T.reportRow(n)}
                {e.span > 1 && <span className={styles.problemRowCount}>{T.rowProblems(e.span)}</span>}
              </span>
            ),
          },
          { title: T.reportColumns.column, dataIndex: 'column', width: 150 },
          { title: T.reportColumns.reason, dataIndex: 'reason' },
        ]}
        data-testid={testId}
      />
      {hidden > 0 && (
        <Alert className={styles.reportTable} type="warning" showIcon title={T.reportTruncated(report.errors.length, hidden, limits.maxReported)} data-testid={`${testId}-more`} />
      )}
    </div>
  );
}
