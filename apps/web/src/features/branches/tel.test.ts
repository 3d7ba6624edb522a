import { describe, expect, it } from 'vitest';
import { BRANCH_PHONE_RE } from '@portal/contract/calls/branches/fields';
import { telHref } from './tel.ts';

describe('a branch phone as a tel: link', () => {
  it('dials the area code and number, the extension after a pause', () => {
    expect(telHref('0755-86217745')).toBe('tel:075586217745');
    expect(telHref('010-6256117')).toBe('tel:0106256117');
    expect(telHref('021-68871200-8001')).toBe('tel:02168871200,8001');
  });
  it('takes only landlines with their area code', () => {
    for (const ok of ['010-66018800', '0571-8723880', '028-86658800-12']) expect(BRANCH_PHONE_RE.test(ok), ok).toBe(true);
    for (const bad of ['13800138000', '66018800', '010-123456', '010 66018800', '010-66018800-', '95386']) expect(BRANCH_PHONE_RE.test(bad), bad).toBe(false);
  });
});
