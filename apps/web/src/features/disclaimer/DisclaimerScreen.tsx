import { useEffect, useState } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CallResponse } from '@portal/contract/call';
import { getDisclaimerInfoByMsgId } from '@portal/contract/calls/disclaimer/get-disclaimer-info';
import { AGREEMENT_READ_SECONDS } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { disclaimerKey } from '../../app/page-access.ts';
import { RichText } from '../../ui/RichText.tsx';
import { formatDate } from '../../ui/format-date.ts';
import { destinationAfterAgreement } from './destination.ts';
import { DISCLAIMER_TEXTS as T } from './texts.ts';
import { useReadCountdown } from './useReadCountdown.ts';
import styles from './DisclaimerScreen.module.css';
import { failureText } from '../../api/failure-text.ts';

type Disclaimer = CallResponse<typeof getDisclaimerInfoByMsgId>;

/**
 * /disclaimerInfo (§4 Page access): the agreement of a page with enableGrant. It can be
 * accepted after AGREEMENT_READ_SECONDS; acceptance holds for the rest of the browser session.
 */
export default function DisclaimerScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const pageCode = params.get('pageCode') ?? '';
  const msgId = params.get('disclaimersID');
  const redirectUrl = params.get('redirectUrl');
  const [disclaimer, setDisclaimer] = useState<Disclaimer | null>(null);
  const [error, setError] = useState<string | null>(msgId ? null : T.missingId);
  const secondsLeft = useReadCountdown(AGREEMENT_READ_SECONDS, disclaimer !== null);

  useEffect(() => {
    if (!msgId) return;
    callApi(getDisclaimerInfoByMsgId, { msgId }).then(setDisclaimer, (err: unknown) =>
      setError(failureText(err, T.loadFailed)),
    );
  }, [msgId]);

  function agree() {
    sessionStorage.setItem(disclaimerKey(pageCode), '1');
    navigate(destinationAfterAgreement(redirectUrl), { replace: true });
  }

  return (
    <div className={styles.page}>
      <article className={styles.sheet} data-testid="disclaimer">
        {error && (
          <>
            <Alert type="error" showIcon title={error} className={styles.alert} data-testid="disclaimer-error" />
            <div className={styles.actions}>
              <Button type="primary" size="large" onClick={() => navigate('/')}>
                {T.backHome}
              </Button>
            </div>
          </>
        )}
        {!error && !disclaimer && <Skeleton active paragraph={{ rows: 10 }} />}
        {disclaimer && (
          <>
            <header className={styles.head}>
              <p className={styles.kicker}>{T.heading}</p>
              <h1 className={styles.title}>{disclaimer.title}</h1>
              <p className={styles.meta}>
                {T.intro}
                <span className={styles.date}>{T.updatedAt(formatDate(disclaimer.updatedAt))}</span>
              </p>
            </header>
            {/* It scrolls on its own: a keyboard reaches it to scroll it (issue 38). */}
            <RichText html={disclaimer.content} className={styles.content} tabIndex={0} role="region" aria-label={disclaimer.title} />
            <div className={styles.actions}>
              <Button size="large" className={styles.button} onClick={() => navigate('/')} data-testid="disclaimer-disagree">
                {T.disagree}
              </Button>
              <Button
                type="primary"
                size="large"
                className={styles.button}
                disabled={secondsLeft > 0}
                onClick={agree}
                data-testid="disclaimer-agree"
              >
                {secondsLeft > 0 ? T.readFirst(secondsLeft) : T.agree}
              </Button>
            </div>
          </>
        )}
      </article>
    </div>
  );
}
