import { useState } from 'react';
import { Alert, Button, Space, message as antdMessage } from 'antd';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { failureText } from '../../api/failure-text.ts';
import type { PrintOutcome } from './print-export.ts';
import { FLOW_TEXTS as T } from './texts.ts';
import styles from './AccountFlow.module.css';

type Action = 'xlsx' | 'pdf' | 'print';

export interface FileActionsProps {
  /** Saves the statement as a file; resolves with its name. */
  onExport: (fileType: 'xlsx' | 'pdf') => Promise<string>;
  /** Opens the PDF statement in the print view, or saves it when the browser will not print from the page. */
  onPrint: () => Promise<PrintOutcome>;
  disabled?: boolean;
}

/**
 * 导出 Excel / 导出 PDF / 打印: the server makes the file (at most one download page of rows);
 * its coded refusal — too many rows for one file, an account out of reach — is shown here as
 * the server words it.
 */
export function FileActions({ onExport, onPrint, disabled }: FileActionsProps) {
  const [busy, setBusy] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The statement 打印 saved instead of printing: how to print it from the download. */
  const [printHint, setPrintHint] = useState<string | null>(null);
  const [toast, toastHolder] = antdMessage.useMessage();

  async function run(action: Action) {
    setBusy(action);
    setError(null);
    setPrintHint(null);
    try {
      if (action === 'print') {
        const outcome = await onPrint();
        if (outcome.printed) void toast.success(T.printOpened);
        else setPrintHint(T.printSaved(outcome.fileName));
      } else {
        void toast.success(T.exported(await onExport(action)));
      }
    } catch (err) {
      setError(failureText(err, T.fileFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={styles.fileActions}>
      {toastHolder}
      <Space wrap size={8}>
        <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} disabled={disabled || (busy !== null && busy !== 'xlsx')} onClick={() => void run('xlsx')} data-testid="flow-export-xlsx">
          {T.exportExcel}
        </Button>
        <Button icon={<DownloadOutlined />} loading={busy === 'pdf'} disabled={disabled || (busy !== null && busy !== 'pdf')} onClick={() => void run('pdf')} data-testid="flow-export-pdf">
          {T.exportPdf}
        </Button>
        <Button icon={<PrinterOutlined />} loading={busy === 'print'} disabled={disabled || (busy !== null && busy !== 'print')} onClick={() => void run('print')} data-testid="flow-print">
          {T.print}
        </Button>
      </Space>
      {printHint && <Alert type="warning" showIcon title={printHint} className={styles.fileError} data-testid="flow-print-saved" closable onClose={() => setPrintHint(null)} />}
      {error && <Alert type="error" showIcon title={error} className={styles.fileError} data-testid="flow-file-error" closable onClose={() => setError(null)} />}
    </div>
  );
}
