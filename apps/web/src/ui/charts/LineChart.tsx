import { useEffect, useId, useMemo, useRef, useState, type PointerEvent } from 'react';
import { ChartDataTable } from './ChartDataTable.tsx';
import { CHART_TEXTS } from './texts.ts';
import styles from './LineChart.module.css';

export interface LineSeries {
  name: string;
  points: Array<{ x: string; y: number }>;
}

export interface LineChartProps {
  series: LineSeries[];
  height?: number;
  /** Read by screen readers in place of the drawing, and the caption of its table of figures. */
  ariaLabel: string;
  formatY?: (y: number) => string;
  /** The title of the x values in the table of figures ("日期"). */
  xTitle?: string;
}

/** The bank's chart palette: first series in the brand blue. */
const COLORS = ['#1554ad', '#d48806', '#13a8a8', '#c41d7f', '#7cb305', '#595959'];
/** Width before the container is measured (drawing units are CSS pixels, so text never stretches). */
const DEFAULT_WIDTH = 800;
const PAD = { top: 12, right: 16, bottom: 28, left: 64 };
const Y_TICKS = 5;
const X_LABELS = 6;

const defaultFormat = (y: number) => (Math.abs(y) >= 1000 ? y.toLocaleString('zh-CN') : String(Number(y.toFixed(4))));

/** Round tick values spanning [min, max]. */
function niceTicks(min: number, max: number): number[] {
  if (min === max) {
    const pad = Math.abs(min) * 0.05 || 1;
    min -= pad;
    max += pad;
  }
  const raw = (max - min) / (Y_TICKS - 1);
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let v = start; v <= max + step * 0.5; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/**
 * A small SVG line chart: x values are category labels (dates, days) shared by all series in
 * the order they first appear; y axis with round ticks; hover shows every series at that x.
 */
export function LineChart({ series, height = 280, ariaLabel, formatY = defaultFormat, xTitle = CHART_TEXTS.date }: LineChartProps) {
  const clipId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);

  useEffect(() => {
    const el = wrapRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const model = useMemo(() => {
    const xs: string[] = [];
    const seen = new Set<string>();
    for (const s of series) {
      for (const p of s.points) {
        if (seen.has(p.x)) continue;
        seen.add(p.x);
        xs.push(p.x);
      }
    }
    const values = series.flatMap((s) => s.points.map((p) => p.y)).filter(Number.isFinite);
    if (xs.length === 0 || values.length === 0) return null;
    const ticks = niceTicks(Math.min(...values), Math.max(...values));
    const lo = ticks[0]!;
    const hi = ticks[ticks.length - 1]!;
    const plotW = width - PAD.left - PAD.right;
    const plotH = height - PAD.top - PAD.bottom;
    const index = new Map(xs.map((x, i) => [x, i]));
    const xAt = (i: number) => PAD.left + (xs.length === 1 ? plotW / 2 : (i * plotW) / (xs.length - 1));
    const yAt = (v: number) => PAD.top + plotH - ((v - lo) / (hi - lo || 1)) * plotH;
    const lines = series.map((s) => {
      const byX = new Map(s.points.map((p) => [p.x, p.y]));
      const d = s.points
        .map((p, i) => `${i === 0 ? 'M' : 'L'}${xAt(index.get(p.x)!).toFixed(1)},${yAt(p.y).toFixed(1)}`)
        .join('');
      return { name: s.name, d, byX };
    });
    const labelEvery = Math.max(1, Math.ceil(xs.length / Math.max(2, Math.min(X_LABELS, Math.floor(plotW / 90)))));
    return { xs, ticks, lines, xAt, yAt, labelEvery };
  }, [series, height, width]);

  if (!model) {
    return (
      <div ref={wrapRef} className={styles.empty} style={{ height }} role="img" aria-label={ariaLabel}>
        {CHART_TEXTS.empty}
      </div>
    );
  }
  const { xs, ticks, lines, xAt, yAt, labelEvery } = model;

  function onMove(e: PointerEvent<SVGSVGElement>) {
    const rect = svgRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    const x = ((e.clientX - rect.left) / rect.width) * width;
    const span = xs.length > 1 ? (width - PAD.left - PAD.right) / (xs.length - 1) : 1;
    setHover(Math.min(xs.length - 1, Math.max(0, Math.round((x - PAD.left) / span))));
  }

  const hoverX = hover === null ? null : xs[hover]!;
  const hoverLeft = hover === null ? 0 : (xAt(hover) / width) * 100;

  return (
    <div ref={wrapRef} className={styles.wrap}>
      <svg
        ref={svgRef}
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        style={{ height }}
        role="img"
        aria-label={ariaLabel}
        onPointerMove={onMove}
        onPointerLeave={() => setHover(null)}
      >
        <clipPath id={clipId}>
          <rect x={PAD.left} y={PAD.top - 2} width={width - PAD.left - PAD.right} height={height - PAD.top - PAD.bottom + 4} />
        </clipPath>
        {ticks.map((t) => (
          <g key={t}>
            <line className={styles.grid} x1={PAD.left} x2={width - PAD.right} y1={yAt(t)} y2={yAt(t)} />
            <text className={styles.label} x={PAD.left - 8} y={yAt(t)} textAnchor="end" dominantBaseline="middle">
              {formatY(t)}
            </text>
          </g>
        ))}
        <line className={styles.axis} x1={PAD.left} x2={width - PAD.right} y1={height - PAD.bottom} y2={height - PAD.bottom} />
        {xs.map((x, i) =>
          i % labelEvery === 0 || i === xs.length - 1 ? (
            <text
              key={x}
              className={styles.label}
              x={xAt(i)}
              y={height - PAD.bottom + 18}
              textAnchor={i === 0 ? 'start' : i === xs.length - 1 ? 'end' : 'middle'}
            >
              {x}
            </text>
          ) : null,
        )}
        <g clipPath={`url(#${clipId})`}>
          {lines.map((l, i) => (
            <path key={l.name} className={styles.line} d={l.d} stroke={COLORS[i % COLORS.length]} />
          ))}
        </g>
        {hover !== null && (
          <g>
            <line className={styles.cursor} x1={xAt(hover)} x2={xAt(hover)} y1={PAD.top} y2={height - PAD.bottom} />
            {lines.map((l, i) => {
              const y = l.byX.get(hoverX!);
              return y === undefined ? null : <circle key={l.name} cx={xAt(hover)} cy={yAt(y)} r={3.5} fill={COLORS[i % COLORS.length]} />;
            })}
          </g>
        )}
      </svg>
      {hover !== null && (
        <div
          className={styles.tooltip}
          style={hoverLeft > 60 ? { right: `${100 - hoverLeft + 1}%` } : { left: `${hoverLeft + 1}%` }}
          data-testid="chart-tooltip"
        >
          <div className={styles.tooltipTitle}>{hoverX}</div>
          {lines.map((l, i) => {
            const y = l.byX.get(hoverX!);
            return y === undefined ? null : (
              <div key={l.name}>
                <span className={styles.swatch} style={{ background: COLORS[i % COLORS.length] }} />
                {l.name}：{formatY(y)}
              </div>
            );
          })}
        </div>
      )}
      {series.length > 1 && (
        <div className={styles.legend}>
          {series.map((s, i) => (
            <span key={s.name}>
              <span className={styles.swatch} style={{ background: COLORS[i % COLORS.length] }} />
              {s.name}
            </span>
          ))}
        </div>
      )}
      <ChartDataTable
        caption={ariaLabel}
        columns={[xTitle, ...lines.map((l) => l.name)]}
        rows={xs.map((x) => ({ key: x, cells: [x, ...lines.map((l) => (l.byX.has(x) ? formatY(l.byX.get(x)!) : '—'))] }))}
      />
    </div>
  );
}
