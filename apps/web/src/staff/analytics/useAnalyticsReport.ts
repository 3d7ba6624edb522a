import { useEffect, useState } from 'react';
import type { CallResponse } from '@portal/contract/call';
import { analyticsReport } from '@portal/contract/calls/insight/analytics-report';
import { callApi } from '../../api/client.ts';
import type { Period } from './period.ts';
import { ANALYTICS_TEXTS as T } from './texts.ts';
import { failureText } from '../../api/failure-text.ts';

export type AnalyticsReport = CallResponse<typeof analyticsReport>;

/** The report of a period; `reload` asks again for the same period (new events since). */
export function useAnalyticsReport(period: Period) {
  const [generation, setGeneration] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; report: AnalyticsReport | null; error: string | null } | null>(null);
  const key = `${period.from}|${period.to}|${generation}`;

  useEffect(() => {
    let current = true;
    callApi(analyticsReport, { from: period.from, to: period.to }).then(
      (report) => current && setAnswer({ key, report, error: null }),
      (err: unknown) =>
        current && setAnswer((a) => ({ key, report: a?.report ?? null, error: failureText(err, T.loadFailed) })),
    );
    return () => {
      current = false;
    };
  }, [key, period.from, period.to]);

  return {
    report: answer?.report ?? null,
    error: answer?.error ?? null,
    loading: answer?.key !== key,
    reload: () => setGeneration((g) => g + 1),
  };
}
