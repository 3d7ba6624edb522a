import type { ReactNode } from 'react';
import { Button, Result, Space } from 'antd';
import type { ResultProps } from 'antd';
import { ERROR_TEXTS } from './texts.ts';
import styles from './ErrorFrame.module.css';

/** A button under the message: an action in the portal, or an outside page in a new tab. */
export type ErrorAction = { label: string; onClick: () => void } | { label: string; href: string };

interface ErrorFrameProps {
  /** Suffix of the `error-page-<name>` test id. */
  name: string;
  status: ResultProps['status'];
  icon?: ReactNode;
  title: string;
  subtitle: string;
  /** Buttons leading away from the page; the first is the primary one. */
  actions: readonly ErrorAction[];
  /** Suggestions listed under the buttons. */
  tips?: readonly string[];
  /** Extra guidance shown under the tips. */
  children?: ReactNode;
}

/** Common layout of the error and special pages, shown inside the main content area. */
export function ErrorFrame({ name, status, icon, title, subtitle, actions, tips, children }: ErrorFrameProps) {
  return (
    <div className={styles.page} data-testid={`error-page-${name}`}>
      <div className={styles.card}>
        <Result
          status={status}
          icon={icon}
          title={<h1 className={styles.title}>{title}</h1>}
          subTitle={subtitle}
          extra={
            <Space size="middle" wrap>
              {actions.map((action, i) => (
                <Button
                  key={action.label}
                  type={i === 0 ? 'primary' : 'default'}
                  size="large"
                  {...('href' in action
                    ? { href: action.href, target: '_blank', rel: 'noopener noreferrer' }
                    : { onClick: action.onClick })}
                >
                  {action.label}
                </Button>
              ))}
            </Space>
          }
        />
        {tips && tips.length > 0 && (
          <div className={styles.help}>
            <p className={styles.helpTitle}>{ERROR_TEXTS.helpTitle}</p>
            <ul className={styles.helpList}>
              {tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
        )}
        {children}
        <p className={styles.hotline}>{ERROR_TEXTS.hotline}</p>
      </div>
    </div>
  );
}
