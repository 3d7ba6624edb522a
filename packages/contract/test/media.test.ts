import { describe, expect, it } from 'vitest';
import { extensionOf, hasAllowedExtension, isVideoUrl, mediaTypeOf } from '../src/validate/media.ts';

describe('mediaTypeOf', () => {
  it.each([
    '/media/intro.mp4',
    'https://cdn.bank.example/a/b/intro.MP4',
    'intro.webm',
    'clip.ogg',
    'clip.mpeg4',
    'https://cdn.bank.example/v.mp4?token=abc.png',
    'https://cdn.bank.example/v.WebM#t=10',
  ])('%s is a video', (url) => {
    expect(mediaTypeOf(url)).toBe('video');
    expect(isVideoUrl(url)).toBe(true);
  });
  it.each([
    '/img/banner.png',
    'banner.jpg',
    'https://cdn.bank.example/image?file=a.mp4',
    'https://cdn.bank.example/a.mp4/cover.png',
    'https://cdn.bank.example/mp4',
    'movie.mpeg',
    'movie.avi',
    'noextension',
    '',
    '.mp4',
  ])('%s is an image', (url) => expect(mediaTypeOf(url)).toBe('image'));
});

describe('extensionOf / hasAllowedExtension', () => {
  it('reads the last extension of the last path segment in lower case', () => {
    expect(extensionOf('a.tar.GZ')).toBe('gz');
    expect(extensionOf('https://x.example/dir.v2/file')).toBe('');
    expect(extensionOf('photo.JPEG?x=1')).toBe('jpeg');
  });
  it('checks a file name against a list', () => {
    expect(hasAllowedExtension('截图.PNG', ['png', 'jpg'])).toBe(true);
    expect(hasAllowedExtension('文档.pdf', ['png', 'jpg'])).toBe(false);
    expect(hasAllowedExtension('png', ['png'])).toBe(false);
  });
});
