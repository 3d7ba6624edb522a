import { describe, expect, it } from 'vitest';
import { ownRoute } from '../src/validate/own-route.ts';

describe('ownRoute', () => {
  it('keeps the portal routes, written as a route or as a hash', () => {
    expect(ownRoute('/index?pageCode=tszc')).toBe('/index?pageCode=tszc');
    expect(ownRoute('#/center?tab=security')).toBe('/center?tab=security');
    expect(ownRoute('/#/specialRes/list')).toBe('/specialRes/list');
  });

  it('refuses anything that could leave the portal', () => {
    for (const url of [
      'https://evil.example/#/index',
      '//evil.example/index',
      '/\\evil.example',
      'javascript:alert(1)',
      '/index?x=<script>',
      '/a/../../etc',
      '/in dex',
      '/index\u0000x',
      ' ',
      '',
      null,
      undefined,
      `/${'a'.repeat(2000)}`,
    ]) {
      expect(ownRoute(url), String(url)).toBeNull();
    }
  });
});
