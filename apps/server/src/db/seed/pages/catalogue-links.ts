import type { Db } from '../../client.ts';
import { moveLinksOnce, type LinkMove } from './link-moves.ts';

/** Where the catalogue lives (docs/decisions.md, issue 26). */
export const CATALOGUE_PATH = '/yqzl/apis';

/**
 * The direct-connection portal page (yqzlmh) pointed at article pages and the document centre
 * while the open platform did not exist (issue 26); its entries now open the API catalogue, the
 * /yqzl screens and the SaaS promotion page. Keyed by trackId, so the header's own
 * 开发文档 link to /docCenter stays.
 */
export const CATALOGUE_LINKS: ReadonlyArray<LinkMove> = [
  { from: '/docCenter', key: 'yqzl_nav_docs', to: CATALOGUE_PATH },
  { from: '/docCenter', key: 'yqzl_qe-docs', to: CATALOGUE_PATH },
  { from: '/imgTxtDetails?id=6603&pageCode=yqzlmh', key: 'yqzl_nav_platform', to: CATALOGUE_PATH },
  { from: '/productDetails?code=JS-YQ-305&pageCode=yqzlmh', key: 'yqzl_banner_api', to: CATALOGUE_PATH },
  { from: '/productDetails?code=JS-YQ-305&pageCode=yqzlmh', key: 'yqzl_nav_apply', to: '/yqzl/apiApply' },
  { from: '/productDetails?code=JS-YQ-305&pageCode=yqzlmh', key: 'yqzl_qe-apply', to: '/yqzl/apiApply' },
  { from: '/imgTxtDetails?id=6603&pageCode=yqzlmh', key: 'yqzl_nav_my_api', to: '/yqzl/myApi' },
  { from: '/imgTxtDetails?id=6603&pageCode=yqzlmh', key: 'yqzl_qe-my-api', to: '/yqzl/myApi' },
  { from: '/imgTxtDetails?id=6602&pageCode=yqzlmh', key: 'yqzl_nav_test_env', to: '/yqzl/testEnv' },
  { from: '/imgTxtDetails?id=6602&pageCode=yqzlmh', key: 'yqzl_qe-test', to: '/yqzl/testEnv' },
  { from: '/saasPlatform/detail?pageCode=yqzlmh', key: 'yqzl_nav_saas', to: '/yqzl/saasAD' },
  { from: '/saasPlatform/detail?pageCode=yqzlmh', key: 'yqzl_banner_saas', to: '/yqzl/saasAD' },
];

export const CATALOGUE_LINKS_MARK = 'pages-open-platform-catalogue-links';

export const moveCatalogueLinks = (db: Db): Promise<void> =>
  moveLinksOnce(db, { mark: CATALOGUE_LINKS_MARK, moves: CATALOGUE_LINKS, note: '系统升级：银企直联页面入口改为打开 API 目录与开放平台' });
