import { describe, expect, it } from 'vitest';
import { addPhotos } from './photo-picks.ts';

const LIMITS = { maxPhotos: 3, maxPhotoBytes: 2 * 1024 * 1024 };
const photo = (name: string, size = 50_000) => ({ name, size });

describe('addPhotos', () => {
  it('adds jpg, jpeg and png photos in any letter case, refusing other files and those over the size', () => {
    const { photos, refused } = addPhotos([], [photo('a.JPG'), photo('b.jpeg'), photo('scan.pdf'), photo('c.png', LIMITS.maxPhotoBytes + 1)], LIMITS);
    expect(photos.map((p) => p.name)).toEqual(['a.JPG', 'b.jpeg']);
    expect(refused).toEqual([
      { kind: 'format', name: 'scan.pdf' },
      { kind: 'tooLarge', name: 'c.png' },
    ]);
  });

  it('replaces a photo of the same name and refuses what is past the limit, counted once', () => {
    const current = [photo('a.jpg'), photo('b.jpg')];
    const { photos, refused } = addPhotos(current, [photo('b.jpg', 9), photo('c.jpg'), photo('d.jpg'), photo('e.jpg')], LIMITS);
    expect(photos).toEqual([photo('a.jpg'), photo('b.jpg', 9), photo('c.jpg')]);
    expect(refused).toEqual([{ kind: 'tooMany', left: 2 }]);
    expect(current).toHaveLength(2);
  });
});
