import { Button, Modal } from 'antd';
import { PRIVACY_POLICY } from '../errors/privacy-policy-text.ts';
import { FEEDBACK_TEXTS as T } from './texts.ts';
import styles from './FeedbackDialog.module.css';

/** The portal's privacy policy (the /privacyClause text) in a dialog; agreeing ticks the form's box. */
export function PrivacyClauseDialog({ open, onClose, onAgree }: { open: boolean; onClose: () => void; onAgree: () => void }) {
  return (
    <Modal
      open={open}
      title={T.privacyTitle}
      width={720}
      centered
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {T.close}
        </Button>,
        <Button key="agree" type="primary" onClick={onAgree} data-testid="privacy-agree">
          {T.privacyAgree}
        </Button>,
      ]}
    >
      <article className={styles.policy} data-testid="privacy-clause">
        <h3 className={styles.policyTitle}>{PRIVACY_POLICY.title}</h3>
        <p className={styles.policyDates}>
          <span>{PRIVACY_POLICY.updatedAt}</span>
          <span>{PRIVACY_POLICY.effectiveAt}</span>
        </p>
        {PRIVACY_POLICY.intro.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {PRIVACY_POLICY.sections.map((section) => (
          <section key={section.id}>
            <h4>{section.title}</h4>
            {section.blocks.map((block, i) =>
              block.kind === 'list' ? (
                <ul key={i}>
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : block.kind === 'h' ? (
                <h5 key={i}>{block.text}</h5>
              ) : (
                <p key={i}>{block.text}</p>
              ),
            )}
          </section>
        ))}
      </article>
    </Modal>
  );
}
