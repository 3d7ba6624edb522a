import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { consoleAuditList } from '@portal/contract/calls/console/audit-list';
import { CONTENT_IMAGE_MAX_SIDE, consoleImageUpload } from '@portal/contract/calls/console/image-upload';
import { ERRORS } from '@portal/contract/errors';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { GIF } from './support/images.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
let operator: BrowserSession;
beforeAll(async () => {
  server = await startTestServer();
  operator = browserSession(server);
  await logInStaff(server, operator, DEMO_STAFF.find((s) => s.loginName === 'operator01')!);
});
afterAll(() => server.close());

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe('content images', () => {
  it('re-encodes a large photo: longest side capped, metadata gone, served immutable', async () => {
    const photo = await sharp({ create: { width: 3600, height: 1200, channels: 3, background: '#1f4e9c' } })
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Copyright: '测试版权', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const reply = await operator.upload(consoleImageUpload, { purpose: '轮播图' }, [file(photo, 'banner.jpg', 'image/jpeg')]);
    expect(reply).toMatchObject({ mime: 'image/jpeg', width: CONTENT_IMAGE_MAX_SIDE, height: 800 });
    expect(reply.url).toMatch(/^\/qjmh\/content-image\/[0-9a-f]{32}\.jpg$/);

    const res = await fetch(server.origin + reply.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const served = Buffer.from(await res.arrayBuffer());
    expect(served.length).toBe(reply.byteSize);
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: CONTENT_IMAGE_MAX_SIDE, height: 800 });
    expect(meta.exif).toBeUndefined();
  });

  it('keeps transparency as PNG and small pictures at their size', async () => {
    const logo = await sharp({ create: { width: 120, height: 60, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const reply = await operator.upload(consoleImageUpload, {}, [file(logo, 'logo.png', 'image/png')]);
    expect(reply).toMatchObject({ mime: 'image/png', width: 120, height: 60 });
    const gif = await operator.upload(consoleImageUpload, {}, [file(GIF, 'dot.gif', 'image/gif')]);
    expect(gif.width).toBe(1);
  });

  it('refuses what is not a picture, a broken one and one over 5 MB, at the file field', async () => {
    const text = await failure(operator.upload(consoleImageUpload, {}, [file(Buffer.from('<svg onload=alert(1)>'), 'x.png', 'image/png')]));
    expect(text).toMatchObject({ code: ERRORS.CONTENT_IMAGE_TYPE.code, field: 'file' });
    const truncated = (await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ccc' } }).png().toBuffer()).subarray(0, 60);
    expect((await failure(operator.upload(consoleImageUpload, {}, [file(truncated, 'half.png', 'image/png')]))).code).toBe(
      ERRORS.CONTENT_IMAGE_CORRUPT.code,
    );
    const huge = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    expect((await failure(operator.upload(consoleImageUpload, {}, [file(huge, 'huge.jpg', 'image/jpeg')]))).code).toBe(ERRORS.UPLOAD_FILE_TOO_LARGE.code);
    const missing = await fetch(`${server.origin}/qjmh/content-image/${'0'.repeat(32)}.jpg`);
    expect(missing.status).toBe(404);
  });

  it('refuses agents and records each upload in the audit log', async () => {
    const agent = browserSession(server);
    await logInStaff(server, agent, DEMO_STAFF.find((s) => s.loginName === 'agent01')!);
    expect((await failure(agent.upload(consoleImageUpload, {}, [file(GIF, 'dot.gif', 'image/gif')]))).code).toBe(ERRORS.WRONG_ROLE.code);
    const log = await operator.call(consoleAuditList, { entity: 'image', pageNo: 1, pageSize: 10 });
    expect(log.total).toBe(3);
    expect(log.items.map((r) => r.summary)).toContain('上传图片 banner.jpg（2400×800，用于轮播图）');
  });
});
