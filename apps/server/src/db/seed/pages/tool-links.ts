import type { Db } from '../../client.ts';
import { moveLinksOnce, type LinkMove } from './link-moves.ts';

/**
 * Links that opened a placeholder article while a tool was not built, and the tool that now
 * answers them (issue 24): the home page's quick-service icons and the header menus of every
 * seeded page.
 */
export const TOOL_LINKS: ReadonlyArray<LinkMove> = [
  { from: '/imgTxtDetails?id=6406', to: '/verification' },
  { from: '/imgTxtDetails?id=6407', to: '/guarantee' },
  { from: '/imgTxtDetails?id=6408', to: '/confirmation' },
  { from: '/imgTxtDetails?id=6409', to: '/signatureVerification' },
  { from: '/imgTxtDetails?id=6410', to: '/measure' },
  { from: '/imgTxtDetails?id=3103', to: '/carbonAccount' },
];

export const TOOL_LINKS_MARK = 'pages-tool-links';

export const moveToolLinks = (db: Db): Promise<void> =>
  moveLinksOnce(db, { mark: TOOL_LINKS_MARK, moves: TOOL_LINKS, note: '系统升级：查验与绿色金融工具的入口改为打开工具页' });
