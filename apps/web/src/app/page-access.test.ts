import { describe, expect, it } from 'vitest';
import type { PageInfo } from '@portal/contract/page-config';
import { pageAccessRedirect } from './page-access.ts';

const info = (over: Partial<PageInfo> = {}): PageInfo => ({
  pageCode: 'green',
  pageName: '绿色金融',
  enableGrant: false,
  enableAccess: 'N',
  disclaimersID: null,
  pageChannel: 'qjmh',
  ...over,
});
const visitor = { loggedIn: false, acceptedDisclaimer: false };

describe('page access (§4)', () => {
  it('shows an open page to anyone', () => {
    expect(pageAccessRedirect(info(), visitor, '/page1?pageCode=green')).toBeNull();
  });

  it('sends a visitor to login with a way back when the page needs a login', () => {
    expect(pageAccessRedirect(info({ enableAccess: 'Y' }), visitor, '/page1?pageCode=green')).toBe(
      '/login?redirectUrl=%2Fpage1%3FpageCode%3Dgreen',
    );
    expect(pageAccessRedirect(info({ enableAccess: 'Y' }), { ...visitor, loggedIn: true }, '/x')).toBeNull();
  });

  it('shows the disclaimer first, once per session', () => {
    const page = info({ enableGrant: true, disclaimersID: 'D01' });
    expect(pageAccessRedirect(page, visitor, '/page1?pageCode=green')).toBe(
      '/disclaimerInfo?pageCode=green&disclaimersID=D01&redirectUrl=%2Fpage1%3FpageCode%3Dgreen',
    );
    expect(pageAccessRedirect(page, { ...visitor, acceptedDisclaimer: true }, '/x')).toBeNull();
  });

  it('asks for the disclaimer before the login', () => {
    const page = info({ enableGrant: true, enableAccess: 'Y' });
    expect(pageAccessRedirect(page, visitor, '/x')).toMatch(/^\/disclaimerInfo/);
  });
});
