import type { SearchHitKind } from '@portal/contract/calls/insight/function-search';

/** What each kind of search suggestion is called in its tag. */
export const SEARCH_KIND_LABELS: Record<SearchHitKind, string> = {
  menu: '功能',
  notice: '公告',
  news: '新闻',
  article: '资讯',
  case: '案例',
  guide: '指南',
  product: '产品',
  fund: '基金',
  document: '文档',
};

export const SEARCH_TEXTS = {
  searching: '正在搜索…',
  siteSearchHint: '按回车键在全站搜索“{keyword}”',
};
