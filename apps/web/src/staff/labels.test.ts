import { describe, expect, it } from 'vitest';
import { auditObjectLabel, bannerLabel, menuSourceLabel, pageLabel, paramLabel } from './labels.ts';

describe('Chinese names for the keys on the staff screens (issue 20)', () => {
  it('names a page by its configured pageName, else by the seeded page codes', () => {
    expect(pageLabel('index', '首页')).toBe('首页');
    expect(pageLabel('yqzlmh', '银企直联门户')).toBe('银企直联门户');
    expect(pageLabel('index')).toBe('首页');
    expect(pageLabel('tszc', '')).toBe('特色资产');
    expect(pageLabel('yqzlmh', null)).toBe('银企直联门户');
    // A page an operator added later without a name still shows something.
    expect(pageLabel('newPage')).toBe('newPage');
  });

  it('names the system parameters, a later one by the head of its description', () => {
    expect(paramLabel('customer_display')).toBe('在线客服入口显示');
    expect(paramLabel('pc_color_switch')).toBe('全站彩色显示');
    expect(paramLabel('gray_release')).toBe('灰度发布标志');
    expect(paramLabel('site_search_url')).toBe('全站搜索地址');
    expect(paramLabel('hotline', '客服热线：页脚显示的电话')).toBe('客服热线');
    expect(paramLabel('hotline', '页脚显示的客服热线电话')).toBe('hotline');
  });

  it('names a banner by its title, and where it sits when it was tracked without one', () => {
    expect(bannerLabel('idx_banner_corporate', '鼎力同行 信达四方')).toBe('鼎力同行 信达四方');
    expect(bannerLabel('idx_banner_corporate', '')).toBe('首页轮播图');
    expect(bannerLabel('other', null)).toBe('轮播图');
  });

  it('says where a menu click came from instead of its tracking key', () => {
    expect(menuSourceLabel('nav_inc_quick_loan')).toBe('来自主菜单');
    expect(menuSourceLabel(null)).toBe('来自顶部导航');
    expect(menuSourceLabel('header_search')).toBe('来自头部搜索');
    expect(menuSourceLabel('footer')).toBe('来自页脚');
  });

  it('names audited pages and parameters, and leaves ids alone', () => {
    expect(auditObjectLabel('page', 'index')).toBe('首页');
    expect(auditObjectLabel('systemParam', 'customer_display')).toBe('在线客服入口显示');
    expect(auditObjectLabel('article', 'A1024')).toBeNull();
    expect(auditObjectLabel('page', 'unknownCode')).toBeNull();
  });
});
