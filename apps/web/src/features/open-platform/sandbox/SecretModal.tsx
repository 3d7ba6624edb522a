import { Alert, Button, Modal } from 'antd';
import { MY_API_TEXTS as T } from './texts.ts';
import styles from './Sandbox.module.css';

/** The app secret, shown exactly once after it is issued or rotated; the server never shows it again. */
export function SecretModal({ issued, onClose }: { issued: { appId: string; appSecret: string } | null; onClose: () => void }) {
  return (
    <Modal
      open={issued !== null}
      title={T.secretTitle}
      closable={false}
      maskClosable={false}
      destroyOnHidden
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="secret-saved">
          {T.secretSaved}
        </Button>
      }
    >
      {issued && (
        <div className={styles.stack}>
          <Alert type="warning" showIcon title={T.secretNote} />
          <div className={styles.row}>
            <span>{T.appId}</span>
            <span className={styles.mono} data-testid="issued-app-id">
              {issued.appId}
            </span>
          </div>
          <div className={styles.row}>
            <span>AppSecret</span>
            <span className={styles.mono} data-testid="issued-secret">
              {issued.appSecret}
            </span>
          </div>
          <Button size="small" style={{ alignSelf: 'flex-start' }} onClick={() => void navigator.clipboard?.writeText(issued.appSecret)}>
            {T.copy}
          </Button>
        </div>
      )}
    </Modal>
  );
}
