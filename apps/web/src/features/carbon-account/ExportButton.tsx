import { useState } from 'react';
import { Alert, Button, message as antdMessage } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { exportCarbideEmission } from '@portal/contract/calls/carbon/calls';
import { callDownload } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { saveFile } from '../../api/save-file.ts';
import { CARBON_TEXTS as T } from './texts.ts';
import styles from './CarbonAccount.module.css';

/** 导出Excel: the server builds the year's workbook; its name comes from content-disposition. */
export function ExportButton({ memberCustomerId, year }: { memberCustomerId: string; year: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toast, holder] = antdMessage.useMessage();
  async function run() {
    setBusy(true);
    setError(null);
    try {
      const file = await callDownload(exportCarbideEmission, { memberCustomerId, year });
      saveFile(file.bytes, file.mime, file.fileName);
      void toast.success(T.exported(file.fileName));
    } catch (err) {
      setError(failureText(err, T.exportFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.exportBox}>
      {holder}
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid="carbon-export">
        {T.export}
      </Button>
      {error && <Alert type="error" showIcon title={error} closable onClose={() => setError(null)} />}
    </div>
  );
}
