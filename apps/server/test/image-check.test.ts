import { describe, expect, it } from 'vitest';
import { ERRORS } from '@portal/contract/errors';
import { CHAT_IMAGE_EXTENSIONS, FEEDBACK_IMAGE_EXTENSIONS } from '@portal/contract/limits';
import { AppError } from '../src/errors.ts';
import { checkImage, inspectImage, sniffImageType } from '../src/lib/image-check.ts';
import { GIF, JPEG, bmpBytes, pngBytes } from './support/images.ts';

const feedback = { allowed: FEEDBACK_IMAGE_EXTENSIONS, maxBytes: 10 * 1024 * 1024 };

describe('image check by content', () => {
  it('reads type and size of real png, jpeg, gif and bmp files', () => {
    expect(checkImage(pngBytes(5, 4), feedback)).toEqual({ mime: 'image/png', width: 5, height: 4 });
    expect(checkImage(JPEG, feedback)).toEqual({ mime: 'image/jpeg', width: 3, height: 2 });
    expect(checkImage(GIF, feedback)).toEqual({ mime: 'image/gif', width: 1, height: 1 });
    expect(checkImage(bmpBytes(7, 3), feedback)).toEqual({ mime: 'image/bmp', width: 7, height: 3 });
    expect(checkImage(pngBytes(2, 2), { allowed: CHAT_IMAGE_EXTENSIONS, maxBytes: 1024 }).mime).toBe('image/png');
  });

  it('refuses a text file named .png, and formats the caller does not allow', () => {
    const text = Buffer.from('这不是图片，只是改了扩展名的文本文件。\n');
    expect(sniffImageType(text)).toBeUndefined();
    expect(() => checkImage(text, feedback)).toThrow(expect.objectContaining({ code: ERRORS.IMAGE_TYPE_NOT_ALLOWED.code }));
    expect(inspectImage(GIF, { allowed: ['png', 'jpg'], maxBytes: 1024 })).toEqual({ problem: 'type' });
    const webp = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'binary');
    expect(inspectImage(webp, feedback)).toEqual({ problem: 'type' });
  });

  it('refuses truncated and corrupt files', () => {
    const png = pngBytes(8, 8);
    expect(inspectImage(png.subarray(0, png.length - 6), feedback)).toEqual({ problem: 'corrupt' });
    expect(inspectImage(png.subarray(0, 20), feedback)).toEqual({ problem: 'corrupt' });
    const flipped = Buffer.from(png);
    flipped[40] = flipped[40]! ^ 0xff; // inside a chunk: its CRC no longer matches
    expect(inspectImage(flipped, feedback)).toEqual({ problem: 'corrupt' });
    expect(inspectImage(JPEG.subarray(0, JPEG.length - 2), feedback)).toEqual({ problem: 'corrupt' });
    expect(inspectImage(JPEG.subarray(0, 200), feedback)).toEqual({ problem: 'corrupt' });
    expect(inspectImage(GIF.subarray(0, 20), feedback)).toEqual({ problem: 'corrupt' });
    expect(inspectImage(bmpBytes(7, 3).subarray(0, 60), feedback)).toEqual({ problem: 'corrupt' });
    const zeroWide = bmpBytes(7, 3);
    zeroWide.writeInt32LE(0, 18);
    expect(inspectImage(zeroWide, feedback)).toEqual({ problem: 'corrupt' });
  });

  it('refuses a file over the size limit, with the caller’s own code, message and field', () => {
    const png = pngBytes(20, 20);
    expect(inspectImage(png, { ...feedback, maxBytes: png.length - 1 })).toEqual({ problem: 'tooLarge' });
    try {
      checkImage(png, {
        ...feedback,
        maxBytes: 10,
        field: 'files.1',
        errors: { tooLarge: 'UPLOAD_FILE_TOO_LARGE' },
        messages: { tooLarge: '单张图片不能超过10M' },
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: ERRORS.UPLOAD_FILE_TOO_LARGE.code, status: 413, field: 'files.1', message: '单张图片不能超过10M' });
    }
  });
});
