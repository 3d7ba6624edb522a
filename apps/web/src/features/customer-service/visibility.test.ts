import { describe, expect, it } from 'vitest';
import { customerServiceVisible, type WidgetContext } from './visibility.ts';

const shown: WidgetContext = { path: '/', search: '', customerDisplay: '1', appCustomer: '1', loginConfigShowCustomer: null };
const visible = (patch: Partial<WidgetContext>) => customerServiceVisible({ ...shown, ...patch });

describe('customer-service widget visibility (§2)', () => {
  it('is shown on portal pages when the switch and the app flag are on', () => {
    expect(visible({})).toBe(true);
    expect(visible({ path: '/index', search: '?pageCode=tszc' })).toBe(true);
    expect(visible({ path: '/center' })).toBe(true);
  });

  it('is hidden in the enterprise web-banking, enterprise-finance and trust areas', () => {
    for (const path of ['/trust', '/qywy/rights', '/qywy/operation', '/qyjr', '/qyjr/loan/apply']) {
      expect(visible({ path })).toBe(false);
    }
    // Segments, not substrings: a path that merely contains the letters keeps the widget.
    expect(visible({ path: '/trustee' })).toBe(true);
    expect(visible({ path: '/bankGuide/qywyManual' })).toBe(true);
  });

  it('is hidden with fromWY=1, in the route query or in the address before the hash', () => {
    expect(visible({ search: '?fromWY=1' })).toBe(false);
    expect(visible({ search: '?pageCode=index&fromWY=1' })).toBe(false);
    expect(visible({ outerSearch: '?fromWY=1' })).toBe(false);
    expect(visible({ search: '?fromWY=0' })).toBe(true);
  });

  it('is hidden on the privacy and service-agreement pages', () => {
    expect(visible({ search: '?pageCode=yszc' })).toBe(false);
    expect(visible({ search: '?pageCode=fwxy' })).toBe(false);
  });

  it('the login-page configuration can turn it off', () => {
    expect(visible({ loginConfigShowCustomer: false })).toBe(false);
    expect(visible({ loginConfigShowCustomer: true })).toBe(true);
  });

  it('needs customer_display on', () => {
    expect(visible({ customerDisplay: '0' })).toBe(false);
    expect(visible({ customerDisplay: null })).toBe(false);
    // The login configuration cannot turn on what the switch turned off.
    expect(visible({ customerDisplay: '0', loginConfigShowCustomer: true })).toBe(false);
  });

  it('needs the app configuration customer = 1 (absent counts as 1)', () => {
    expect(visible({ appCustomer: '0' })).toBe(false);
    expect(visible({ appCustomer: undefined })).toBe(true);
  });
});
