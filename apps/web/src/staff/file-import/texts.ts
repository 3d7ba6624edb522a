/** Texts of the operators' CSV/XLSX import card, the same on every registry and catalogue. */
export const FILE_IMPORT_TEXTS = {
  templateCsv: '下载CSV模板',
  templateXlsx: '下载XLSX模板',
  chooseFile: '选择文件并导入',
  importing: '导入中…',
  fileHint: (maxMegabytes: number, maxRows?: number) =>
    `支持 .csv（UTF-8或GBK）与 .xlsx，不超过${maxMegabytes}M${maxRows ? `、${maxRows}行` : ''}`,
  wrongType: '仅支持 .csv 或 .xlsx 文件',
  tooLarge: (maxMegabytes: number) => `文件不能超过${maxMegabytes}M`,
  importFailed: '导入失败，请稍后重试',
  templateFailed: '模板下载失败，请稍后重试',
  /** Whole-file imports: every row passes or nothing is imported. */
  wholeFileRule: '整份文件全部校验通过才会导入；任何一行有误，整份文件都不导入，请按报告逐行修改后重新导入。',
  reportGood: (total: number, created: number, updated: number, unit: string) => `导入成功：共${total}行，新增${created}${unit}，更新${updated}${unit}。`,
  reportAllGood: (total: number) => `导入成功：共${total}行，全部导入。`,
  reportSome: (total: number, ok: number, bad: number) =>
    `导入完成：共${total}行，成功导入${ok}行，${bad}行未通过校验未导入，请修改后重新导入这些行。`,
  reportNone: (total: number) => `未导入任何数据：共${total}行，全部未通过校验，请修改后重新导入。`,
  reportWholeFileBad: (total: number, bad: number) => `未导入：共${total}行，其中${bad}行未通过校验，整份文件未导入。请修改后重新导入。`,
  reportFile: (name: string) => `文件：${name}`,
  reportColumns: { row: '行号', column: '列', reason: '问题' },
  reportRow: (n: number) => `第${n}行`,
  problemCount: (total: number, rows: number) => `共发现${total}个问题，涉及${rows}行，按行列出如下：`,
  problemCountCut: (total: number, badRows: number, listed: number, listedRows: number) =>
    `共发现${total}个问题，涉及${badRows}行；下面按行列出前${listed}个（前${listedRows}行）：`,
  rowProblems: (n: number) => `${n}个问题`,
  reportTruncated: (listed: number, hidden: number, max: number) =>
    `每次最多列出${max}个问题：已列出${listed}个，另有${hidden}个问题未列出。请先修改以上各行，重新导入后再查看其余问题。`,
};
