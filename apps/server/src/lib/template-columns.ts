import type { ErrorName } from '@portal/contract/errors';
import { AppError } from '../errors.ts';

/**
 * Matches an imported file's header to its template's column titles (any order) and answers
 * each title's position. A header that is not exactly the template's refuses the whole file
 * before a row is read, with `code` and a message naming every missing, unknown or repeated
 * column (the operators' CSV/XLSX imports). A column marked `optionalHeader` (added to a
 * published template later) may be missing: it has no position then, and reads as empty.
 */
export function matchTemplateColumns(
  template: readonly { title: string; optionalHeader?: boolean }[],
  header: string[],
  code: ErrorName,
): Map<string, number> {
  const expected = template.map((c) => c.title);
  const seen = new Map<string, number>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  header.forEach((title, i) => {
    if (title === '') unknown.push(`第${i + 1}列（空标题）`);
    else if (!expected.includes(title)) unknown.push(title);
    else if (seen.has(title)) repeated.push(title);
    else seen.set(title, i);
  });
  const missing = template.filter((c) => !c.optionalHeader && !seen.has(c.title)).map((c) => c.title);
  if (missing.length || unknown.length || repeated.length) {
    const parts = [
      missing.length ? `缺少列：${missing.join('、')}` : '',
      unknown.length ? `无法识别的列：${unknown.join('、')}` : '',
      repeated.length ? `重复的列：${[...new Set(repeated)].join('、')}` : '',
    ].filter(Boolean);
    throw new AppError(code, { message: `导入文件的列与模板不一致。${parts.join('；')}。请下载模板核对后重新导入` });
  }
  return seen;
}
