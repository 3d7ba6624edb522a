import { useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { InvoiceFromPicture } from '@portal/contract/calls/invoice-check/fields';
import { INVOICE_FILE_TYPES, INVOICE_PICTURE_MAX_BYTES, uploadFile, uploadPicture } from '@portal/contract/calls/invoice-check/invoice-auth';
import { callUpload } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { INVOICE_TEXTS as T } from './texts.ts';
import styles from './InvoiceCheck.module.css';

/**
 * The picture tab: a photo goes to uploadPicture, a PDF to uploadFile; the server reads the QR
 * code and the form is filled. Each refusal (no QR, not an invoice's QR, unreadable) is shown
 * here, at the file chooser, and nothing typed in the form is touched.
 */
export function PicturePanel({ onRead }: { onRead: (form: InvoiceFromPicture) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  async function read(file: File) {
    setRefused(null);
    const name = file.name.toLowerCase();
    if (!INVOICE_FILE_TYPES.some((ext) => name.endsWith(ext))) return setRefused(T.wrongType);
    if (file.size > INVOICE_PICTURE_MAX_BYTES) return setRefused(T.tooLarge);
    setBusy(true);
    try {
      onRead(await callUpload(name.endsWith('.pdf') ? uploadFile : uploadPicture, {}, [file]));
    } catch (err) {
      setRefused(failureText(err, T.uploadFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.picture} data-testid="invoice-picture">
      <p className={styles.hint}>{T.pictureIntro}</p>
      <p className={styles.hint}>{T.pictureRule}</p>
      <Button type="primary" icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()} data-testid="invoice-choose">
        {busy ? T.reading : T.chooseFile}
      </Button>
      <input
        ref={input}
        type="file"
        accept={INVOICE_FILE_TYPES.join(',')}
        hidden
        data-testid="invoice-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void read(file);
        }}
      />
      {refused && <Alert className={styles.refused} type="error" showIcon title={refused} data-testid="invoice-picture-error" />}
    </div>
  );
}
