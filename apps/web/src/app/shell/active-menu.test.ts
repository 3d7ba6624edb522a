import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@portal/contract/page-config';
import { classifyConfigUrl } from '../../ui/ConfigLink.tsx';
import { activeMenuIndex } from './active-menu.ts';

describe('classifyConfigUrl', () => {
  it('treats /path and #/path as router paths, dropping the hash', () => {
    expect(classifyConfigUrl('/page1?pageCode=qyjr')).toEqual({ kind: 'internal', to: '/page1?pageCode=qyjr' });
    expect(classifyConfigUrl('#/index?pageCode=yqzlmh')).toEqual({ kind: 'internal', to: '/index?pageCode=yqzlmh' });
  });

  it('keeps absolute and protocol-relative addresses external', () => {
    expect(classifyConfigUrl('https://www.pbc.gov.cn/')).toEqual({ kind: 'external', href: 'https://www.pbc.gov.cn/' });
    expect(classifyConfigUrl('//cdn.example/x')).toEqual({ kind: 'external', href: '//cdn.example/x' });
    expect(classifyConfigUrl('tel:95386')).toEqual({ kind: 'other', href: 'tel:95386' });
  });

  it('never navigates for empty or javascript: urls', () => {
    for (const url of [undefined, '', '  ', 'javascript:;', 'JavaScript:alert(1)']) {
      expect(classifyConfigUrl(url)).toEqual({ kind: 'none' });
    }
  });
});

describe('activeMenuIndex', () => {
  const menu: MenuItem[] = [
    { label: '首页', url: '/index?pageCode=index' },
    { label: '企业金融', url: '/page1?pageCode=qyjr', children: [{ label: '银企直联服务', url: '/index?pageCode=yqzlmh' }] },
    { label: '银企直联', url: '/index?pageCode=yqzlmh' },
    { label: '服务与支持', url: '/page1?pageCode=fwzc', children: [{ label: '文档中心', url: '/docCenter' }] },
  ];

  it('matches / and /index to the home item (pageCode defaults to index)', () => {
    expect(activeMenuIndex(menu, { pathname: '/', search: '' })).toBe(0);
    expect(activeMenuIndex(menu, { pathname: '/index', search: '' })).toBe(0);
  });

  it('prefers an item whose own url is the page over a parent of a link to it', () => {
    expect(activeMenuIndex(menu, { pathname: '/index', search: '?pageCode=yqzlmh' })).toBe(2);
  });

  it('tells apart links to one screen with different parameters, ignoring the page of a list', () => {
    const products: MenuItem[] = [
      { label: '普惠金融', url: '/bankProduct?keyword=%E6%99%AE%E6%83%A0', children: [{ label: '小微企业开户', url: '/imgTxtDetails?id=6404' }] },
      { label: '绿色金融', url: '/bankProduct?type=green', children: [{ label: '绿色项目贷款', url: '/productDetails?code=LS-XD-601' }] },
      { label: '关于我们', url: '/txtListDetails?column=about', children: [{ label: '鼎信简介', url: '/imgTxtDetails?id=6001' }] },
    ];
    expect(activeMenuIndex(products, { pathname: '/imgTxtDetails', search: '?id=6001' })).toBe(2);
    expect(activeMenuIndex(products, { pathname: '/productDetails', search: '?code=LS-XD-601' })).toBe(1);
    expect(activeMenuIndex(products, { pathname: '/bankProduct', search: '?type=green&pageNo=2' })).toBe(1);
    expect(activeMenuIndex(products, { pathname: '/productDetails', search: '?code=DK-LD-101' })).toBe(-1);
  });

  it('falls back to the parent of a matching descendant, else -1', () => {
    expect(activeMenuIndex(menu, { pathname: '/docCenter', search: '' })).toBe(3);
    expect(activeMenuIndex(menu, { pathname: '/center', search: '' })).toBe(-1);
  });

  it('highlights no section on the personal center, even when a section links into it', () => {
    const seeded: MenuItem[] = [
      { label: '首页', url: '/index?pageCode=index' },
      { label: '特色资产', url: '/index?pageCode=tszc', children: [{ label: '我的收藏', url: '/center' }] },
    ];
    expect(activeMenuIndex(seeded, { pathname: '/center', search: '' })).toBe(-1);
    expect(activeMenuIndex(seeded, { pathname: '/center', search: '?tab=security' })).toBe(-1);
    expect(activeMenuIndex(seeded, { pathname: '/index', search: '?pageCode=tszc' })).toBe(1);
  });
});
