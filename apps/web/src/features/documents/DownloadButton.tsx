import { useState } from 'react';
import { Button, message } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { pdfDownload } from '@portal/contract/calls/documents/pdf-download';
import { saveDocument } from './download.ts';
import { DOC_TEXTS as T } from './texts.ts';
import { failureText } from '../../api/failure-text.ts';

/** Downloads one published document; says so when it starts or fails. */
export function DownloadButton({ id, title, label = T.download, type = 'primary' }: { id: number; title: string; label?: string; type?: 'primary' | 'default' | 'link' }) {
  const [busy, setBusy] = useState(false);
  const [toast, holder] = message.useMessage();
  async function go() {
    setBusy(true);
    try {
      const name = await saveDocument(pdfDownload, id);
      void toast.success(T.downloaded(name));
    } catch (err) {
      void toast.error(failureText(err, T.downloadFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      {holder}
      <Button type={type} icon={<DownloadOutlined />} loading={busy} onClick={() => void go()} aria-label={`${label}：${title}`} data-testid={`doc-download-${id}`}>
        {busy ? T.downloading : label}
      </Button>
    </>
  );
}
