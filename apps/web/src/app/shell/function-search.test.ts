import { describe, expect, it } from 'vitest';
import type { HeaderConfig } from '@portal/contract/page-config';
import { siteSearchHref } from '@portal/contract/calls/insight/site-search';
import { functionIndex, searchFunctions } from './function-search.ts';

const config: HeaderConfig = {
  menulist: [
    { label: '首页', url: '/index' },
    {
      label: '企业金融',
      url: '/page1?pageCode=corp',
      threeNav: true,
      children: [
        {
          label: '账户与结算',
          children: [
            { label: '单位结算账户', url: '/page1?pageCode=acct' },
            { label: '隐藏功能', url: '/x', hide: true },
          ],
        },
      ],
    },
    { label: '银企直联', url: '/index?pageCode=yqzlmh' },
  ],
  headerTopNav: [{ label: '下载中心', children: [{ label: '证书下载', url: '/page1?pageCode=cert' }] }],
};

describe('header function search', () => {
  const index = functionIndex(config);

  it('indexes every visible, navigable function with its menu path', () => {
    expect(index.map((e) => e.label)).toEqual(['首页', '企业金融', '单位结算账户', '银企直联', '证书下载']);
    expect(index.find((e) => e.label === '单位结算账户')?.trail).toEqual(['企业金融', '账户与结算']);
  });

  it('finds by part of a name, exact names first', () => {
    expect(searchFunctions(index, '结算').map((e) => e.label)).toEqual(['单位结算账户']);
    expect(searchFunctions(index, '银企直联')[0]?.url).toBe('/index?pageCode=yqzlmh');
  });

  it('matches through the menu path and ignores case and spacing', () => {
    expect(searchFunctions(index, '  账户与结算 ').map((e) => e.label)).toEqual(['单位结算账户']);
    expect(searchFunctions(index, '证书 下载').map((e) => e.label)).toEqual(['证书下载']);
  });

  it('returns nothing for an empty or unknown keyword', () => {
    expect(searchFunctions(index, '   ')).toEqual([]);
    expect(searchFunctions(index, '外星人')).toEqual([]);
  });
});

describe('public-site search address', () => {
  it('adds searchkey to the configured address, keeping its own parameters and fragment', () => {
    expect(siteSearchHref('https://www.dxbank.example/search', '企业 网银')).toBe(
      'https://www.dxbank.example/search?searchkey=%E4%BC%81%E4%B8%9A%20%E7%BD%91%E9%93%B6',
    );
    expect(siteSearchHref('https://s.example/q?site=corp#top', 'a&b')).toBe('https://s.example/q?site=corp&searchkey=a%26b#top');
  });
});
