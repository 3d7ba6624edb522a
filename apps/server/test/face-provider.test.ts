import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PNG } from 'pngjs';
import { ERRORS } from '@portal/contract/errors';
import { FACE_IMAGE_UPLOAD_SIDE } from '@portal/contract/limits';
import { createFaceDetector } from '../src/providers/face/face-detector.ts';
import type { FacePicture, FaceProvider } from '../src/providers/face/face-provider.ts';
import { FACE_MATCH_MAX_DISTANCE, localFaceProvider } from '../src/providers/face/local.ts';
import { asPhoneSends, PORTRAIT_JPEG, solidPicture, textPicture, twoFacesPicture } from './support/faces.ts';
import { claimed, FACED_PERSONS, FACELESS_PERSONS, liveFaceOf, person, seedReferences, STRANGER_JPEG } from './support/registry-faces.ts';

const ZHANG = person('张伟');
const subject = claimed(ZHANG);
const jpeg = (bytes: Buffer): FacePicture => ({ bytes, mimeType: 'image/jpeg' });
const references = seedReferences();

/** The thrown error's code and message, or undefined when the promise resolved. */
async function thrown(promise: Promise<unknown>): Promise<{ code: number; message: string } | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    return { code: (err as { code: number }).code, message: (err as Error).message };
  }
}

describe('local face provider', () => {
  let provider: FaceProvider;
  beforeAll(() => {
    provider = localFaceProvider(references);
  });
  afterAll(() => provider.close?.());

  const passed = expect.objectContaining({ ok: true, decision: expect.objectContaining({ match: true, liveness: null }) });

  it('passes the person claimed: their face as the phone sends it, as taken, and as a PNG', async () => {
    const sent = await liveFaceOf(ZHANG.docNumber);
    const meta = await sharp(sent).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(FACE_IMAGE_UPLOAD_SIDE);
    const verdict = await provider.verify(jpeg(sent), subject);
    expect(verdict).toEqual(passed);
    // The score is the descriptors' distance, well inside the threshold.
    expect(verdict.ok && verdict.decision.score).toBeLessThan(FACE_MATCH_MAX_DISTANCE / 2);
    const png = await sharp(sent).png().toBuffer();
    expect(await provider.verify({ bytes: png, mimeType: 'image/png' }, subject)).toEqual(passed);
  }, 60_000);

  it("refuses the stranger for every registry person with a reference photo, and passes each one's own face", async () => {
    const stranger = jpeg(await asPhoneSends(STRANGER_JPEG));
    for (const p of FACED_PERSONS) {
      const verdict = await provider.verify(stranger, claimed(p));
      expect({ who: p.realName, verdict }).toEqual({
        who: p.realName,
        verdict: { ok: false, reason: 'NO_MATCH', decision: { match: false, score: expect.any(Number), liveness: null } },
      });
      expect(!verdict.ok && verdict.decision!.score!).toBeGreaterThan(FACE_MATCH_MAX_DISTANCE + 0.15);
      expect({ who: p.realName, verdict: await provider.verify(jpeg(await liveFaceOf(p.docNumber)), claimed(p)) }).toEqual({ who: p.realName, verdict: passed });
    }
  }, 120_000);

  it("refuses one registry person's face claimed as another's", async () => {
    for (const [i, p] of FACED_PERSONS.entries()) {
      const other = FACED_PERSONS[(i + 1) % FACED_PERSONS.length]!;
      const verdict = await provider.verify(jpeg(await liveFaceOf(p.docNumber)), claimed(other));
      expect({ face: p.realName, claimed: other.realName, reason: verdict.ok ? 'passed' : verdict.reason }).toEqual({
        face: p.realName,
        claimed: other.realName,
        reason: 'NO_MATCH',
      });
    }
  }, 120_000);

  it('cannot pass a person without a reference photo, and says so before looking at the picture', async () => {
    for (const p of FACELESS_PERSONS) {
      expect(await provider.canVerify?.(p)).toBe(false);
      expect(await provider.verify(jpeg(STRANGER_JPEG), claimed(p))).toEqual({ ok: false, reason: 'NO_REFERENCE' });
    }
    expect(await provider.canVerify?.(ZHANG)).toBe(true);
  }, 60_000);

  it('refuses a solid picture and a picture of text as showing no face', async () => {
    const text = await textPicture();
    // The text picture really carries black ink on white (a font was found to draw it).
    const { channels } = await sharp(text).stats();
    expect(channels[0]!.min).toBeLessThan(40);
    expect(channels[0]!.mean).toBeGreaterThan(150);
    expect(await provider.verify(jpeg(await solidPicture()), subject)).toEqual({ ok: false, reason: 'NO_FACE' });
    expect(await provider.verify(jpeg(text), subject)).toEqual({ ok: false, reason: 'NO_FACE' });
    expect(await provider.verify(jpeg(await asPhoneSends(text)), subject)).toEqual({ ok: false, reason: 'NO_FACE' });
  }, 60_000);

  it('refuses two portraits side by side as several faces, also as the phone sends them', async () => {
    const two = await twoFacesPicture();
    expect(await provider.verify(jpeg(two), subject)).toEqual({ ok: false, reason: 'SEVERAL_FACES' });
    expect(await provider.verify(jpeg(await asPhoneSends(two)), subject)).toEqual({ ok: false, reason: 'SEVERAL_FACES' });
  }, 60_000);

  it('refuses what is not a whole picture, or too small, before looking for a face', async () => {
    const header = (width: number, height: number, end = true) =>
      Buffer.from([
        ...[0xff, 0xd8],
        ...[0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00],
        ...[0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03],
        ...[0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01],
        ...(end ? [0xff, 0xd9] : []),
      ]);
    expect(await provider.verify(jpeg(header(480, 150)), subject)).toEqual({ ok: false, reason: 'TOO_SMALL' });
    expect(await provider.verify(jpeg(header(480, 640, false)), subject)).toEqual({ ok: false, reason: 'NOT_AN_IMAGE' });
    // A frame header with no picture data behind it does not decode.
    expect(await provider.verify(jpeg(header(480, 640)), subject)).toEqual({ ok: false, reason: 'NOT_AN_IMAGE' });
    const small = await sharp(PORTRAIT_JPEG).resize(150).jpeg().toBuffer();
    expect(await provider.verify(jpeg(small), subject)).toEqual({ ok: false, reason: 'TOO_SMALL' });
    const png = new PNG({ width: 300, height: 300 });
    png.data.fill(200);
    const pngBytes = PNG.sync.write(png);
    expect(await provider.verify(jpeg(pngBytes), subject)).toEqual({ ok: false, reason: 'NOT_AN_IMAGE' });
    expect(await provider.verify({ bytes: pngBytes.subarray(0, pngBytes.length - 20), mimeType: 'image/png' }, subject)).toEqual({
      ok: false,
      reason: 'NOT_AN_IMAGE',
    });
  });
});

describe('face detector thread', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  it('starts with the first picture it must look at, and refuses to look once closed', async () => {
    const detector = createFaceDetector();
    closers.push(() => detector.close());
    const provider = localFaceProvider(references, detector);
    const small = await sharp(PORTRAIT_JPEG).resize(150).jpeg().toBuffer();
    expect(await provider.verify(jpeg(small), subject)).toEqual({ ok: false, reason: 'TOO_SMALL' });
    expect(detector.started).toBe(false);

    expect(await provider.verify(jpeg(await liveFaceOf(ZHANG.docNumber)), subject)).toMatchObject({ ok: true });
    expect(detector.started).toBe(true);

    await provider.close?.();
    expect(detector.started).toBe(false);
    // A closed detector is no pass: the check fails with a code.
    expect(await thrown(provider.verify(jpeg(PORTRAIT_JPEG), subject))).toEqual({
      code: ERRORS.FACE_SERVICE_FAILED.code,
      message: ERRORS.FACE_SERVICE_FAILED.msg,
    });
  }, 60_000);

  it('starts ahead of the picture when warmed up (the phone opened the QR code), not once closed', async () => {
    const detector = createFaceDetector();
    closers.push(() => detector.close());
    const provider = localFaceProvider(references, detector);
    provider.warmUp?.();
    expect(detector.started).toBe(true);
    expect(await provider.verify(jpeg(await twoFacesPicture()), subject)).toEqual({ ok: false, reason: 'SEVERAL_FACES' });
    await provider.close?.();
    provider.warmUp?.();
    expect(detector.started).toBe(false);
  }, 60_000);

  it('tells pictures beyond its queue to come back later', async () => {
    const detector = createFaceDetector({ maxQueued: 1 });
    closers.push(() => detector.close());
    const provider = localFaceProvider(references, detector);
    const results = await Promise.all([0, 1, 2].map(() => thrown(provider.verify(jpeg(PORTRAIT_JPEG), subject))));
    // Whichever picture was decoded first is looked at; the two behind it are turned away.
    const busy = { code: ERRORS.FACE_BUSY.code, message: ERRORS.FACE_BUSY.msg };
    expect(results.filter((r) => r === undefined)).toHaveLength(1);
    expect(results.filter((r) => r !== undefined)).toEqual([busy, busy]);
  }, 60_000);
});
