import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDisclaimerInfoByMsgId } from '@portal/contract/calls/disclaimer/get-disclaimer-info';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { ERRORS } from '@portal/contract/errors';
import { insertDisclaimerIfAbsent } from '../src/modules/disclaimer/repo.ts';
import { sanitizeDisclaimer } from '../src/modules/disclaimer/service.ts';
import { DISCLAIMER_IDS } from '../src/db/seed/disclaimers.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { failure } from './support/call-failure.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getDisclaimerInfoByMsgId', () => {
  it('returns a seeded agreement with its title and HTML content', async () => {
    const reply = await server.client().call(getDisclaimerInfoByMsgId, { msgId: DISCLAIMER_IDS.specialAssets });
    expect(reply.title).toBe('鼎信银行特色资产专区服务协议');
    expect(reply.content).toContain('<h3>一、服务内容</h3>');
    expect(reply.content).toContain('<strong>');
    expect(Number.isNaN(Date.parse(reply.updatedAt))).toBe(false);
    const green = await server.client().call(getDisclaimerInfoByMsgId, { msgId: DISCLAIMER_IDS.greenFinance });
    expect(green.title).toBe('鼎信银行绿色金融服务免责声明');
  });

  it('answers an unknown id with a coded 404 and a malformed one with a validation error', async () => {
    const unknown = await failure(server.client().call(getDisclaimerInfoByMsgId, { msgId: 'no-such-agreement' }));
    expect(unknown).toMatchObject({ code: ERRORS.DISCLAIMER_NOT_FOUND.code, message: '协议不存在或已下线', field: 'msgId' });
    const malformed = await failure(server.client().call(getDisclaimerInfoByMsgId, { msgId: '../etc/passwd' }));
    expect(malformed).toMatchObject({ code: ERRORS.VALIDATION.code, field: 'msgId' });
  });

  it('never serves script from an agreement, even one written around the seed', async () => {
    const dirty = { msgId: 'dirty-agreement', title: '测试协议', content: '<p onclick="steal()">条款<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>' };
    expect(sanitizeDisclaimer(dirty).content).not.toMatch(/onclick|<script|javascript:alert/);
    // A row stored without the seed's sanitiser is cleaned on the way out.
    await insertDisclaimerIfAbsent(server.app.database.db, dirty);
    const reply = await server.client().call(getDisclaimerInfoByMsgId, { msgId: 'dirty-agreement' });
    expect(reply.content).toContain('条款');
    expect(reply.content).not.toMatch(/onclick|<script|javascript:alert/);
  });

  it('is named by the seeded special-assets page, which asks for it first', async () => {
    const page = await server.client().call(getPageData, { pageCode: 'tszc' });
    expect(page.pageInfo).toMatchObject({ enableGrant: true, disclaimersID: DISCLAIMER_IDS.specialAssets, pageName: '特色资产专区' });
  });
});
