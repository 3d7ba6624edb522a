/** The words around the portal's charts (issue 38: every chart offers the table of its numbers). */
export const CHART_TEXTS = {
  /** The disclosure that shows a chart's figures as a table. */
  showTable: '查看数据表',
  /** The first column of a line chart's table: its x values are dates by default. */
  date: '日期',
  empty: '暂无数据',
};
