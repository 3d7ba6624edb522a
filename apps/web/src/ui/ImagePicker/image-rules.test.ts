import { describe, expect, it } from 'vitest';
import {
  IMAGE_COMPRESS_QUALITY_HEAVY,
  IMAGE_COMPRESS_QUALITY_LIGHT,
  IMAGE_COMPRESS_SCALE,
  FEEDBACK_IMAGE_EXTENSIONS,
  FEEDBACK_IMAGE_MAX_BYTES,
} from '@portal/contract/limits';
import { acceptOf, compressionStep, extensionOf, jpegName, pickProblem, scaledSize } from './image-rules.ts';

const MB = 1024 * 1024;
const rules = { extensions: FEEDBACK_IMAGE_EXTENSIONS, maxBytes: FEEDBACK_IMAGE_MAX_BYTES };

describe('picture picker rules', () => {
  it('accepts jpg, jpeg, gif, bmp and png up to 10 MB, whatever the case of the extension', () => {
    expect(pickProblem({ name: '截图.PNG', size: 10 * MB }, rules)).toBeNull();
    expect(pickProblem({ name: 'a.jpeg', size: 1 }, rules)).toBeNull();
    expect(pickProblem({ name: 'a.webp', size: 1 }, rules)).toBe('format');
    expect(pickProblem({ name: 'png', size: 1 }, rules)).toBe('format');
    expect(pickProblem({ name: 'a.bmp', size: 10 * MB + 1 }, rules)).toBe('tooLarge');
    expect(extensionOf('x.tar.GZ')).toBe('gz');
    expect(acceptOf(FEEDBACK_IMAGE_EXTENSIONS)).toBe('.jpg,.jpeg,.gif,.bmp,.png');
  });

  it('compresses per §9: 1 MB kept, then half size at quality 0.5 up to 2 MB and 0.2 above; GIFs kept', () => {
    expect(compressionStep(MB, 'image/png')).toEqual({ keep: true });
    expect(compressionStep(MB + 1, 'image/png')).toEqual({ keep: false, scale: IMAGE_COMPRESS_SCALE, quality: IMAGE_COMPRESS_QUALITY_LIGHT });
    expect(compressionStep(2 * MB + 1, 'image/bmp')).toEqual({ keep: false, scale: IMAGE_COMPRESS_SCALE, quality: IMAGE_COMPRESS_QUALITY_HEAVY });
    expect(compressionStep(9 * MB, 'image/gif')).toEqual({ keep: true });
  });

  it('scales down by pass and names the re-encoded file .jpg', () => {
    expect(scaledSize(1800, 800, 0.5, 1)).toEqual({ width: 900, height: 400 });
    expect(scaledSize(1800, 800, 0.5, 2)).toEqual({ width: 450, height: 200 });
    expect(scaledSize(3, 1, 0.5, 4)).toEqual({ width: 1, height: 1 });
    expect(jpegName('屏幕截图 2026.png')).toBe('屏幕截图 2026.jpg');
    expect(jpegName('noext')).toBe('noext.jpg');
  });
});
