import type { CallRequest } from '@portal/contract/call';
import type { envBenefitCal, EnvCalcResult } from '@portal/contract/calls/green-finance/env-calls';
import type { EnvResultRow } from '@portal/contract/calls/green-finance/env-fields';
import { formatQuantity } from './measure-values.ts';
import { SaveToCarbon } from './SaveToCarbon.tsx';
import { MEASURE_TEXTS as T } from './texts.ts';
import styles from './Measure.module.css';

export interface MeasureOutcome extends EnvCalcResult {
  shareRatio?: number;
  bankShare?: EnvResultRow[];
  /** What was sent: an enterprise user saves the estimate from these inputs (the server computes it again). */
  request: CallRequest<typeof envBenefitCal>;
}

/** The results with units, the bank's share when asked, and every factor used with its source and year. */
export function ResultPanel({ outcome, method }: { outcome: MeasureOutcome; method: string }) {
  const share = new Map(outcome.bankShare?.map((r) => [r.key, r.value]));
  return (
    <section className={styles.block} aria-labelledby="measure-result-title" data-testid="measure-result">
      <h2 id="measure-result-title" className={styles.blockTitle}>
        {T.resultTitle} · {outcome.modelName}
      </h2>
      <table className={styles.results}>
        <thead>
          <tr>
            <th scope="col">{T.resultItem}</th>
            <th scope="col">{T.resultValue}</th>
            {outcome.bankShare && <th scope="col">{T.bankShare}</th>}
          </tr>
        </thead>
        <tbody>
          {outcome.results.map((r) => (
            <tr key={r.key} data-testid={`measure-result-${r.key}`}>
              <th scope="row">{r.label}</th>
              <td>
                <strong>{formatQuantity(r.value)}</strong> {r.unit}
              </td>
              {outcome.bankShare && (
                <td data-testid={`measure-share-${r.key}`}>
                  <strong>{formatQuantity(share.get(r.key) ?? 0)}</strong> {r.unit}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {outcome.shareRatio !== undefined && <p className={styles.note}>{T.shareRatio(outcome.shareRatio)}</p>}
      <SaveToCarbon outcome={outcome} />
      <p className={styles.note}>
        {T.method}：{method}
      </p>
      <h3 className={styles.subTitle}>{T.factorsTitle}</h3>
      {outcome.factors.length === 0 ? (
        <p className={styles.note}>{T.noFactors}</p>
      ) : (
        <ul className={styles.factors} data-testid="measure-factors">
          {outcome.factors.map((f) => (
            <li key={f.id}>
              <span className={styles.factorName}>
                {f.name}（{T.factorYear(f.year, f.region)}）：{formatQuantity(f.value)} {f.unit}
              </span>
              <span className={styles.factorSource}>
                {T.factorSource}：{f.source}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
