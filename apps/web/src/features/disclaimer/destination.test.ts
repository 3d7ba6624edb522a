import { describe, expect, it } from 'vitest';
import { destinationAfterAgreement } from './destination.ts';

describe('destinationAfterAgreement', () => {
  it('goes to the guarded page the visitor asked for', () => {
    expect(destinationAfterAgreement('/index?pageCode=tszc')).toBe('/index?pageCode=tszc');
    expect(destinationAfterAgreement('#/page1?pageCode=tszc')).toBe('/page1?pageCode=tszc');
  });

  it('goes home for anything else: missing, foreign, or this screen again', () => {
    expect(destinationAfterAgreement(null)).toBe('/');
    expect(destinationAfterAgreement('https://evil.example/#/index')).toBe('/');
    expect(destinationAfterAgreement('//evil.example')).toBe('/');
    expect(destinationAfterAgreement('/disclaimerInfo?pageCode=tszc')).toBe('/');
  });
});
