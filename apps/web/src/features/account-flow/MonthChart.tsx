import { useEffect, useId, useRef, useState } from 'react';
import { formatFen, shortYuan } from './money.ts';
import { FLOW_TEXTS as T } from './texts.ts';
import { ChartDataTable } from '../../ui/charts/ChartDataTable.tsx';
import styles from './AccountFlow.module.css';

export interface MonthFigure {
  month: string;
  income: number;
  expense: number;
}

const HEIGHT = 200;
const PAD = { top: 16, right: 8, bottom: 28, left: 48 };
const INCOME = '#18703f';
const EXPENSE = '#b03a0a';

/** "2026-01" -> "1月", with the year on January and on the first bar ("2025年12月"). */
function monthLabel(month: string, first: boolean): string {
  const [y, m] = month.split('-');
  return first || m === '01' ? `${y!.slice(2)}年${Number(m)}月` : `${Number(m)}月`;
}

/** A round top for the axis, in fen: 1, 2, 4 or 10 times a power of ten yuan, so its half is round too. */
function niceMax(fen: number): number {
  const yuan = Math.max(fen / 100, 1);
  const power = 10 ** Math.floor(Math.log10(yuan));
  const step = [1, 2, 4, 10].map((m) => m * power).find((v) => v >= yuan) ?? 10 * power;
  return step * 100;
}

/**
 * Income and expense per month as paired bars (no chart library: a small SVG drawn in CSS
 * pixels of its measured width, so labels never stretch and it fits a 390 px phone). Its
 * figures are a table behind 查看数据表 (ChartDataTable), for screen readers and readers alike.
 */
export function MonthChart({ months, beginDate, endDate }: { months: MonthFigure[]; beginDate: string; endDate: string }) {
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

  const max = niceMax(Math.max(0, ...months.flatMap((m) => [m.income, m.expense])));
  const empty = months.every((m) => m.income === 0 && m.expense === 0);
  const plotW = Math.max(40, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, months.length);
  const bar = Math.max(2, Math.min(28, (slot - 6) / 2));
  // On a narrow chart only every n-th month is labelled, so the labels never overlap.
  const labelEvery = Math.max(1, Math.ceil(44 / slot));
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const ticks = [0, max / 2, max];

  return (
    <figure className={styles.chart} aria-labelledby={titleId} data-testid="flow-chart">
      <figcaption id={titleId} className={styles.chartTitle}>
        {T.chartTitle}
        <span className={styles.legend} aria-hidden>
          <span className={styles.swatch} style={{ background: INCOME }} />
          {T.income}
          <span className={styles.swatch} style={{ background: EXPENSE }} />
          {T.expense}
        </span>
      </figcaption>
      {empty && (
        <p className={styles.hint} data-testid="flow-chart-empty">
          {T.chartEmpty}
        </p>
      )}
      <div ref={wrapRef} className={styles.chartBox} hidden={empty}>
        <svg width={width} height={HEIGHT} role="img" aria-label={T.chartLabel(beginDate, endDate)} focusable="false">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={PAD.left + plotW} y1={y(t)} y2={y(t)} stroke="#e6ebf2" />
              <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize={11} fill="#6b7280">
                {shortYuan(t)}
              </text>
            </g>
          ))}
          {months.map((m, i) => {
            const x = PAD.left + i * slot + slot / 2;
            return (
              <g key={m.month} data-testid="flow-chart-month">
                <rect x={x - bar - 1} y={y(m.income)} width={bar} height={PAD.top + plotH - y(m.income)} fill={INCOME}>
                  <title>{`${m.month} ${T.income} ${formatFen(m.income)}`}</title>
                </rect>
                <rect x={x + 1} y={y(m.expense)} width={bar} height={PAD.top + plotH - y(m.expense)} fill={EXPENSE}>
                  <title>{`${m.month} ${T.expense} ${formatFen(m.expense)}`}</title>
                </rect>
                {i % labelEvery === 0 && (
                  <text x={x} y={HEIGHT - 8} textAnchor="middle" fontSize={11} fill="#374151">
                    {monthLabel(m.month, i === 0)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <ChartDataTable
        caption={T.chartLabel(beginDate, endDate)}
        columns={[T.month, T.income, T.expense]}
        rows={months.map((m) => ({ key: m.month, cells: [m.month, formatFen(m.income), formatFen(m.expense)] }))}
      />
    </figure>
  );
}
