import { SafetyCertificateOutlined } from '@ant-design/icons';
import { ErrorFrame } from './ErrorFrame.tsx';
import { ERROR_TEXTS } from './texts.ts';
import { useErrorActions } from './useErrorActions.ts';
import styles from './ErrorFrame.module.css';

/**
 * /nomac: the certificate control did not report a MAC address (§4 Certificate control check),
 * so bank links that need the signature control cannot be opened.
 */
export default function NoMacScreen() {
  const go = useErrorActions();
  const t = ERROR_TEXTS.noMac;
  return (
    <ErrorFrame
      name="nomac"
      status="warning"
      icon={<SafetyCertificateOutlined style={{ color: '#e8912d' }} />}
      title={t.title}
      subtitle={t.subtitle}
      actions={[
        { label: t.download, onClick: () => go.to(t.downloadUrl) },
        { label: t.retry, onClick: () => window.location.reload() },
        { label: ERROR_TEXTS.backHome, onClick: go.home },
      ]}
    >
      <h2 className={styles.stepsTitle}>{t.stepsTitle}</h2>
      <ol className={styles.steps}>
        {t.steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepTitle}>{step.title}</span>
            <span className={styles.stepDesc}>{step.desc}</span>
          </li>
        ))}
      </ol>
    </ErrorFrame>
  );
}
