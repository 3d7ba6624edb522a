import { useRef, useState } from 'react';
import { Button, Input, message } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { CONTENT_IMAGE_MAX_BYTES, consoleImageUpload } from '@portal/contract/calls/console/image-upload';
import { CallError } from '@portal/contract/envelope/client';
import { callUpload } from '../../api/client.ts';
import { CONSOLE_TEXTS as T } from './texts.ts';
import styles from './Console.module.css';

const ACCEPT = 'image/png,image/jpeg,image/gif';

/**
 * An image address with an upload button: the picture goes to the server, which checks and
 * re-encodes it and answers the address to keep. Refusals show under the field.
 */
export function ImageField({ value, label, purpose, problem, onChange }: { value: string; label: string; purpose: string; problem?: string | undefined; onChange: (url: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toast, holder] = message.useMessage();

  async function upload(file: File) {
    setError(null);
    if (file.size > CONTENT_IMAGE_MAX_BYTES) return setError(T.imageTooLarge);
    if (!ACCEPT.split(',').includes(file.type)) return setError(T.imageType);
    setBusy(true);
    try {
      const reply = await callUpload(consoleImageUpload, { purpose }, [file]);
      onChange(reply.url);
      void toast.success(T.uploaded);
    } catch (err) {
      setError(err instanceof CallError ? err.message : T.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  const shown = error ?? problem;
  return (
    <div className={styles.imageField}>
      {holder}
      <div className={styles.thumb}>{value ? <img src={value} alt="" /> : null}</div>
      <div className={styles.imageControls}>
        <Input size="small" value={value} status={shown ? 'error' : undefined} onChange={(e) => onChange(e.target.value)} aria-label={label} />
        <div className={styles.imageButtons}>
          <Button size="small" icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
            {busy ? T.uploading : T.upload}
          </Button>
          <span className={styles.hintInline}>{T.imageHint}</span>
        </div>
        {shown && (
          <div className={styles.fieldError} role="alert">
            {shown}
          </div>
        )}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid={`image-input-${label}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
    </div>
  );
}
