import type { ReactNode } from 'react';
import { CHART_TEXTS } from './texts.ts';
import styles from './ChartDataTable.module.css';

export interface ChartDataTableProps {
  /** What the chart shows: the table's caption. */
  caption: string;
  /** The column titles; the first is that of the row titles (the dates). */
  columns: string[];
  /** One row a point of the x axis: its title, then one cell a column. */
  rows: Array<{ key: string; cells: ReactNode[] }>;
}

/**
 * A chart's figures as a table behind 查看数据表 (issue 38): the text alternative of a drawing,
 * for a screen reader and for anyone who would rather read the numbers than the lines. A native
 * <details>, so it opens with Enter or Space and needs no script.
 */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    <details className={styles.details} data-testid="chart-data">
      <summary className={styles.summary}>{CHART_TEXTS.showTable}</summary>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [title, ...cells] }) => (
            <tr key={key}>
              <th scope="row">{title}</th>
              {cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
