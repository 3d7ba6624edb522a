import { describe, expect, it } from 'vitest';
import { faceCheckUrl } from './face-url.ts';

describe('faceCheckUrl', () => {
  it('points the phone at the portal the desktop is on, with the ticket in the hash', () => {
    expect(faceCheckUrl('abc_DEF-123', { origin: 'https://portal.example.cn', pathname: '/' })).toBe(
      'https://portal.example.cn/#/m/face?ticket=abc_DEF-123',
    );
  });

  it('keeps a sub-path the portal is served under', () => {
    expect(faceCheckUrl('t', { origin: 'http://10.0.0.5:8080', pathname: '/qjmh/index.html' })).toBe(
      'http://10.0.0.5:8080/qjmh/index.html#/m/face?ticket=t',
    );
  });
});
