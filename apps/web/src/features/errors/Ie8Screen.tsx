import { ChromeOutlined } from '@ant-design/icons';
import { ErrorFrame } from './ErrorFrame.tsx';
import { ERROR_TEXTS } from './texts.ts';
import { useErrorActions } from './useErrorActions.ts';
import styles from './ErrorFrame.module.css';

/** /ie8: the browser is too old to log in (§8 Browser too old), with an upgrade prompt. */
export default function Ie8Screen() {
  const go = useErrorActions();
  const t = ERROR_TEXTS.ie8;
  return (
    <ErrorFrame
      name="ie8"
      status="warning"
      icon={<ChromeOutlined style={{ color: '#1554ad' }} />}
      title={t.title}
      subtitle={t.subtitle}
      actions={[
        { label: t.upgrade, onClick: () => go.to(t.upgradeUrl) },
        { label: ERROR_TEXTS.backHome, onClick: go.home },
      ]}
    >
      <p className={styles.detail}>{t.detail}</p>
      <ul className={styles.browsers}>
        {t.browsers.map((browser) => (
          <li key={browser.name} className={styles.browser}>
            <span className={styles.browserName}>{browser.name}</span>
            <span className={styles.browserNote}>{browser.note}</span>
          </li>
        ))}
      </ul>
    </ErrorFrame>
  );
}
