import { formatTonnes } from './format.ts';
import { CARBON_TEXTS as T } from './texts.ts';
import styles from './CarbonAccount.module.css';

export interface SummaryFigures {
  total: number;
  scope1: number;
  scope2: number;
  reduction: number;
  net: number;
}

/** The year's figures: total, scope 1 and 2, reductions and net, in tCO2e. */
export function Summary({ figures }: { figures: SummaryFigures }) {
  const items = [
    ['total', T.total, figures.total],
    ['scope1', T.scope1, figures.scope1],
    ['scope2', T.scope2, figures.scope2],
    ['reduction', T.reduction, figures.reduction],
    ['net', T.net, figures.net],
  ] as const;
  return (
    <dl className={styles.summary} data-testid="carbon-summary">
      {items.map(([key, label, value]) => (
        <div key={key} className={styles.figure} data-testid={`carbon-summary-${key}`}>
          <dt>{label}</dt>
          <dd>
            {formatTonnes(value)}
            <span className={styles.unit}>{T.tonnes}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
