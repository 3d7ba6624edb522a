import { useEffect, useId, useRef, useState } from 'react';
import { formatTonnes, niceMax, shortTonnes } from './format.ts';
import { CARBON_TEXTS as T } from './texts.ts';
import { ChartDataTable } from '../../ui/charts/ChartDataTable.tsx';
import styles from './CarbonAccount.module.css';

export interface ScopeMonth {
  month: string;
  scope1: number;
  scope2: number;
}

const HEIGHT = 200;
const PAD = { top: 16, right: 8, bottom: 28, left: 44 };
export const SCOPE1_COLOR = '#b45309';
export const SCOPE2_COLOR = '#1d6fb8';

/**
 * Each month's emissions as one bar, scope 1 below scope 2 (a small SVG drawn in CSS pixels of
 * its measured width, as the account-flow month chart, so it fits a 390 px phone). Its
 * figures are a table behind 查看数据表 (ChartDataTable).
 */
export function ScopeMonthChart({ year, months }: { year: number; months: ScopeMonth[] }) {
  const titleId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const el = wrapRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const empty = months.every((m) => m.scope1 + m.scope2 === 0);
  const max = niceMax(Math.max(0, ...months.map((m) => m.scope1 + m.scope2)));
  const plotW = Math.max(40, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, months.length);
  const bar = Math.max(4, Math.min(32, slot - 6));
  const labelEvery = Math.max(1, Math.ceil(30 / slot));
  const h = (v: number) => (v / max) * plotH;
  const base = PAD.top + plotH;

  return (
    <figure className={styles.chart} aria-labelledby={titleId} data-testid="carbon-month-chart">
      <figcaption id={titleId} className={styles.chartTitle}>
        {T.monthChart(year)}
        <span className={styles.legend} aria-hidden>
          <span className={styles.swatch} style={{ background: SCOPE1_COLOR }} />
          {T.scope1}
          <span className={styles.swatch} style={{ background: SCOPE2_COLOR }} />
          {T.scope2}
        </span>
      </figcaption>
      {empty && <p className={styles.hint}>{T.chartEmpty}</p>}
      <div ref={wrapRef} className={styles.chartBox} hidden={empty}>
        <svg width={width} height={HEIGHT} role="img" aria-label={T.monthChart(year)} focusable="false">
          {[0, max / 2, max].map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={PAD.left + plotW} y1={base - h(t)} y2={base - h(t)} stroke="#e6ebf2" />
              <text x={PAD.left - 6} y={base - h(t) + 4} textAnchor="end" fontSize={11} fill="#6b7280">
                {shortTonnes(t)}
              </text>
            </g>
          ))}
          {months.map((m, i) => {
            const x = PAD.left + i * slot + (slot - bar) / 2;
            return (
              <g key={m.month} data-testid="carbon-chart-month" data-month={m.month}>
                <rect x={x} y={base - h(m.scope1)} width={bar} height={h(m.scope1)} fill={SCOPE1_COLOR} data-scope="1">
                  <title>{`${m.month} ${T.scope1} ${formatTonnes(m.scope1)} ${T.tonnes}`}</title>
                </rect>
                <rect x={x} y={base - h(m.scope1) - h(m.scope2)} width={bar} height={h(m.scope2)} fill={SCOPE2_COLOR} data-scope="2">
                  <title>{`${m.month} ${T.scope2} ${formatTonnes(m.scope2)} ${T.tonnes}`}</title>
                </rect>
                {i % labelEvery === 0 && (
                  <text x={x + bar / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={11} fill="#374151">
                    {`${Number(m.month.slice(5))}月`}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <ChartDataTable
        caption={T.monthChart(year)}
        columns={[T.month, T.scope1, T.scope2]}
        rows={months.map((m) => ({ key: m.month, cells: [m.month, formatTonnes(m.scope1), formatTonnes(m.scope2)] }))}
      />
    </figure>
  );
}
