import type { EnvModelSummary } from '@portal/contract/calls/green-finance/env-calls';
import { MEASURE_TEXTS as T } from './texts.ts';
import styles from './Measure.module.css';

/** The project types as a grid of choices (two columns on a phone). */
export function ModelPicker({ models, value, onChange }: { models: EnvModelSummary[]; value: string | null; onChange: (code: string) => void }) {
  return (
    <section className={styles.block} aria-labelledby="measure-model-title">
      <h2 id="measure-model-title" className={styles.blockTitle}>
        {T.modelTitle}
      </h2>
      <div className={styles.models} role="radiogroup" aria-labelledby="measure-model-title">
        {models.map((m) => (
          <button
            key={m.code}
            type="button"
            role="radio"
            aria-checked={m.code === value}
            className={m.code === value ? `${styles.model} ${styles.modelOn}` : styles.model}
            onClick={() => onChange(m.code)}
            title={m.description}
            data-testid={`measure-model-${m.code}`}
          >
            <span className={styles.modelCategory}>{m.category}</span>
            <span className={styles.modelName}>{m.name}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
