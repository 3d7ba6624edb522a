import type { Db } from '../../client.ts';
import { moveLinksOnce, type LinkMove } from './link-moves.ts';

/**
 * The 特色资产 menu and the tszc page's entries opened the tszc content page, an article list
 * and the personal centre while the marketplace did not exist (issue 25); they now open the
 * marketplace's screens. The shared /center link moves only for the favourites entries.
 */
export const SPECIAL_ASSET_LINKS: ReadonlyArray<LinkMove> = [
  { from: '/index?pageCode=tszc', to: '/specialRes?pageCode=tszc' },
  { from: '/txtListDetails?column=specialAsset&pageCode=tszc', to: '/specialRes/list?pageCode=tszc' },
  { from: '/center', key: 'nav_asset_favourites', to: '/specialRes/collect?pageCode=tszc' },
  { from: '/center', key: 'tszc-collect', to: '/specialRes/collect?pageCode=tszc' },
];

export const SPECIAL_ASSET_LINKS_MARK = 'pages-special-asset-links';

export const moveSpecialAssetLinks = (db: Db): Promise<void> =>
  moveLinksOnce(db, { mark: SPECIAL_ASSET_LINKS_MARK, moves: SPECIAL_ASSET_LINKS, note: '系统升级：特色资产菜单改为打开特色资产专区' });
