/**
 * The editorial lists of issue 5 and how each is shown. A list is a `kind` plus a `column`
 * within it; `key` is what addresses name (`/page1?column=bank`, `/txtListDetails?column=policy`).
 * `guide` rows share the table but belong to the documents screens, never to these lists.
 */
export const ARTICLE_KINDS = ['news', 'notice', 'article', 'ygkjCase', 'serviceCase'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export const ARTICLE_KIND_LABELS: Record<ArticleKind, string> = {
  news: '新闻资讯',
  notice: '公告通知',
  article: '专栏文章',
  ygkjCase: '科技金融案例',
  serviceCase: '服务案例',
};

/** How a list is laid out: image-text cards, a dated text list, or case cards. */
export type ColumnStyle = 'imgTxt' | 'txtList' | 'case';

export interface ArticleColumn {
  key: string;
  kind: ArticleKind;
  column: string;
  label: string;
  style: ColumnStyle;
  /** Shown as a tab of the content column page /page1. */
  onPage1: boolean;
}

export const ARTICLE_COLUMNS: readonly ArticleColumn[] = [
  { key: 'notice', kind: 'notice', column: '', label: '公告通知', style: 'txtList', onPage1: true },
  { key: 'bank', kind: 'news', column: 'bank', label: '行内要闻', style: 'imgTxt', onPage1: true },
  { key: 'industry', kind: 'news', column: 'industry', label: '行业资讯', style: 'txtList', onPage1: true },
  { key: 'activity', kind: 'article', column: 'activity', label: '专题活动', style: 'imgTxt', onPage1: true },
  { key: 'insight', kind: 'article', column: 'insight', label: '企业金融观察', style: 'imgTxt', onPage1: true },
  { key: 'policy', kind: 'article', column: 'policy', label: '政策解读', style: 'txtList', onPage1: true },
  { key: 'disclosure', kind: 'article', column: 'disclosure', label: '服务价格公示', style: 'txtList', onPage1: true },
  // Information columns the portal's menus and footer link (issue 5 links): listed at
  // /txtListDetails?column=, not as /page1 tabs.
  { key: 'about', kind: 'article', column: 'about', label: '关于鼎信', style: 'txtList', onPage1: false },
  { key: 'investor', kind: 'article', column: 'investor', label: '投资者关系', style: 'txtList', onPage1: false },
  { key: 'csr', kind: 'article', column: 'csr', label: '社会责任', style: 'txtList', onPage1: false },
  { key: 'security', kind: 'article', column: 'security', label: '安全中心', style: 'txtList', onPage1: false },
  { key: 'service', kind: 'article', column: 'service', label: '服务与支持', style: 'txtList', onPage1: false },
  { key: 'yqzlService', kind: 'article', column: 'yqzlService', label: '直联服务', style: 'txtList', onPage1: false },
  { key: 'yqzlGuide', kind: 'article', column: 'yqzlGuide', label: '直联接入指南', style: 'txtList', onPage1: false },
  { key: 'specialAsset', kind: 'article', column: 'specialAsset', label: '特色资产推介', style: 'txtList', onPage1: false },
  { key: 'ygkjCase', kind: 'ygkjCase', column: '', label: '科技金融案例', style: 'case', onPage1: false },
  { key: 'serviceCase', kind: 'serviceCase', column: '', label: '服务案例', style: 'case', onPage1: false },
];

export function columnByKey(key: string | null | undefined): ArticleColumn | undefined {
  return ARTICLE_COLUMNS.find((c) => c.key === key);
}

export function columnOf(kind: string, column: string): ArticleColumn | undefined {
  return ARTICLE_COLUMNS.find((c) => c.kind === kind && c.column === column);
}

/** The columns an operator may choose for a kind. */
export function columnsOfKind(kind: ArticleKind): ArticleColumn[] {
  return ARTICLE_COLUMNS.filter((c) => c.kind === kind);
}

/** The public detail route of one row (§2): notices, news, articles and the two case kinds. */
export function detailPathOf(kind: ArticleKind, id: number): string {
  switch (kind) {
    case 'notice':
      return `/noticeDetails?id=${id}`;
    case 'news':
      return `/newsDetail?id=${id}`;
    case 'article':
      return `/imgTxtDetails?id=${id}`;
    case 'ygkjCase':
      return `/ygkjCase/detail?id=${id}`;
    case 'serviceCase':
      return `/serviceCase/detail?id=${id}`;
  }
}
