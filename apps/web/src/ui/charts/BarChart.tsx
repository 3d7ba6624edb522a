import styles from './BarChart.module.css';

export interface Bar {
  label: string;
  value: number;
  /** A second line under the label, e.g. where a menu click came from. */
  note?: string;
}

export interface BarChartProps {
  bars: Bar[];
  /** Read by screen readers in place of the drawing. */
  ariaLabel: string;
  formatValue?: (value: number) => string;
  /** Shown when there are no bars. */
  emptyText?: string;
}

const BAR_HEIGHT = 14;

/**
 * Horizontal bars in the order given, one row per label with its value at the end. Labels and
 * values are laid out by CSS; each bar is a small SVG drawn in percent of its cell, so the chart
 * follows its container without measuring it.
 */
export function BarChart({ bars, ariaLabel, formatValue = (v) => v.toLocaleString('zh-CN'), emptyText = '暂无数据' }: BarChartProps) {
  if (bars.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  const max = Math.max(...bars.map((b) => b.value), 1);
  return (
    <ol className={styles.chart} aria-label={ariaLabel}>
      {bars.map((bar, i) => {
        const width = bar.value > 0 ? Math.max((bar.value / max) * 100, 1) : 0;
        const text = `${bar.label}${bar.note ? `（${bar.note}）` : ''}：${formatValue(bar.value)}`;
        return (
          <li key={`${bar.label}|${bar.note ?? ''}|${i}`} className={styles.row} title={text} data-testid="bar-row">
            <span className={styles.name}>
              <span className={styles.label}>{bar.label}</span>
              {bar.note && <span className={styles.note}>{bar.note}</span>}
            </span>
            <svg className={styles.svg} height={BAR_HEIGHT} aria-hidden focusable="false">
              <rect className={styles.track} x={0} y={0} width="100%" height={BAR_HEIGHT} rx={3} />
              <rect className={styles.bar} x={0} y={0} width={`${width}%`} height={BAR_HEIGHT} rx={3} />
            </svg>
            <span className={styles.value}>{formatValue(bar.value)}</span>
          </li>
        );
      })}
    </ol>
  );
}
