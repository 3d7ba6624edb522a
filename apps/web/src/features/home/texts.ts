import { APP_TEXTS } from '../../app/texts.ts';

/** User-facing strings of the home screen (§2 home, §3 Home data). */
export const HOME_TEXTS = {
  defaultHeading: APP_TEXTS.defaultTitle,
  bannerRegion: '首页推荐',
  slideLabel: (index: number, total: number) => `第 ${index} 张，共 ${total} 张`,
  showSlide: (index: number, title: string) => `查看第 ${index} 张：${title}`,
  pauseSlides: '暂停轮播',
  playSlides: '继续轮播',
  learnMore: '了解详情',
  more: '查看更多',
  moreAbout: (title: string) => `查看更多${title}`,
  productAction: '立即了解',
  emptyModule: '内容更新中，敬请期待',
  rateNote: '参考利率',
} as const;
