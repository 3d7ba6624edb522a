import * as z from 'zod/mini';
import { ZMultilineText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ZPageCode } from '../../page-config.ts';
import { PAGE_CONSOLE_LIMITS, ZPageSummary, ZPageVersionNo } from './page-fields.ts';

/**
 * Saves the operator's draft of a page. `json` is the whole document as text; the server
 * checks it exactly as the editor does (checkPageJson: syntax with line and column, the
 * schema with the operator's path, menus at most three levels) and refuses it otherwise, so a
 * stored draft is always publishable unless someone published in between (`baseVersion`).
 */
export const consolePageSaveDraft = defineCall({
  method: 'POST',
  path: '/operator/pages/saveDraft',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({
    pageCode: ZPageCode,
    /** The published version the operator started from. */
    baseVersion: ZPageVersionNo,
    json: ZMultilineText.check(z.maxLength(PAGE_CONSOLE_LIMITS.jsonMaxChars, '页面配置内容过大')),
  }),
  response: z.object({ summary: ZPageSummary }),
});
