import type { ReactNode } from 'react';
import { Steps } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { RESET_TEXTS as T } from './texts.ts';
import './reset-password.css';

interface ResetPageProps {
  subtitle: string;
  steps: readonly string[];
  current: number;
  children: ReactNode;
  /** The link to the other way of resetting. */
  alternative?: ReactNode;
}

/** The frame of both reset screens: title, steps, the current step's card and a security note. */
export function ResetPage({ subtitle, steps, current, children, alternative }: ResetPageProps) {
  return (
    <div className="reset-page">
      <section className="reset-card">
        <header className="reset-head">
          <h1 className="reset-title">{T.title}</h1>
          <p className="reset-subtitle">{subtitle}</p>
        </header>
        <Steps current={current} items={steps.map((title) => ({ title }))} className="reset-steps" size="small" />
        <div className="reset-body">{children}</div>
        {alternative && <div className="reset-alternative">{alternative}</div>}
      </section>
      <p className="reset-tip">
        <SafetyCertificateOutlined aria-hidden /> {T.securityTip}
      </p>
    </div>
  );
}
