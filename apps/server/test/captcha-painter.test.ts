import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createPuzzlePainter, type PuzzlePainter } from '../src/modules/captcha/puzzle-painter.ts';

interface Challenge {
  repCode: string;
  repData: { originalImageBase64: string; jigsawImageBase64: string; secretKey: string; token: string };
}

const job = (n: number) => ({ x: 80 + n, decoys: [140 + n, 200], top: 20, secretKey: `key${n}`.padEnd(16, 'k'), token: `token${n}` });
const decode = (body: Buffer) => JSON.parse(body.toString('utf8')) as Challenge;

describe('captcha painting threads', () => {
  let painter: PuzzlePainter | undefined;
  afterEach(async () => painter?.close());

  it('paints challenges side by side, each reply with its own key, token and images', async () => {
    painter = createPuzzlePainter(2);
    const replies = (await Promise.all([0, 1, 2, 3, 4, 5].map((n) => painter!.paint(job(n))))).map(decode);
    replies.forEach((reply, n) => {
      expect(reply).toMatchObject({ repCode: '0000', repData: { secretKey: job(n).secretKey, token: job(n).token } });
      const piece = PNG.sync.read(Buffer.from(reply.repData.jigsawImageBase64, 'base64'));
      expect([piece.width, piece.height]).toEqual([50, 155]);
    });
  });

  it('fails a paint it cannot do and goes on painting', async () => {
    painter = createPuzzlePainter(1);
    await expect(painter.paint({ ...job(0), top: 10_000 })).rejects.toThrow(/captcha painting failed/);
    expect(decode(await painter.paint(job(1))).repCode).toBe('0000');
  });

  it('refuses to paint once closed', async () => {
    painter = createPuzzlePainter(1);
    await painter.paint(job(0));
    await painter.close();
    await expect(painter.paint(job(1))).rejects.toThrow(/closed/);
  });
});
