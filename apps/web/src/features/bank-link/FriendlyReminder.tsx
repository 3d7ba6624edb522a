import { Modal } from 'antd';
import { Link } from 'react-router-dom';
import { BANK_LINK_TEXTS as T } from './texts.ts';
import styles from './FriendlyReminder.module.css';

interface FriendlyReminderProps {
  open: boolean;
  reasons: string[];
  onClose: () => void;
}

/** §8 "friendly reminder": the signature control was not detected, with why and where to get it. */
export function FriendlyReminder({ open, reasons, onClose }: FriendlyReminderProps) {
  return (
    <Modal
      open={open}
      title={T.title}
      onOk={onClose}
      onCancel={onClose}
      okText={T.confirm}
      cancelButtonProps={{ style: { display: 'none' } }}
      width={420}
      centered
      destroyOnHidden
    >
      <div data-testid="friendly-reminder">
        <p className={styles.body}>{T.body}</p>
        {reasons.length > 0 && (
          <>
            <p className={styles.reasonsTitle}>{T.reasonsTitle}</p>
            <ul className={styles.reasons}>
              {reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </>
        )}
        <Link to="/netshield" onClick={onClose} className={styles.install}>
          {T.installLink}
        </Link>
      </div>
    </Modal>
  );
}
