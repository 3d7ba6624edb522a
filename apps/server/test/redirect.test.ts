import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../src/modules/auth/redirect.ts';

describe('redirectUrl after login', () => {
  it("keeps the portal's own routes, in any of their spellings", () => {
    expect(safeRedirect('/center?tab=security')).toBe('#/center?tab=security');
    expect(safeRedirect('#/center')).toBe('#/center');
    expect(safeRedirect('/#/page1?pageCode=yqzlmh_index')).toBe('#/page1?pageCode=yqzlmh_index');
    expect(safeRedirect('%2Fcenter'.replace('%2F', '/'))).toBe('#/center');
  });

  it('sends everything else home', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '#//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/center\nSet-Cookie: x',
      '/center<script>',
      '/../etc/passwd',
      '#/login?redirectUrl=/center',
      '',
      undefined,
      `/${'a'.repeat(2100)}`,
    ]) {
      expect(safeRedirect(bad)).toBe('#/');
    }
  });
});
