import { describe, expect, it } from 'vitest';
import { scaledSize, toBase64 } from './scale-picture.ts';

describe('scaledSize', () => {
  it('shrinks the longer side to the limit and keeps the proportions', () => {
    expect(scaledSize(3024, 4032, 720)).toEqual({ width: 540, height: 720 });
    expect(scaledSize(4000, 3000, 720)).toEqual({ width: 720, height: 540 });
  });

  it('never enlarges a small picture', () => {
    expect(scaledSize(300, 400, 720)).toEqual({ width: 300, height: 400 });
  });
});

describe('toBase64', () => {
  it('encodes bytes across chunk boundaries like Buffer does', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
