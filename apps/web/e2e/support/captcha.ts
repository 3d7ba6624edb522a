import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { CAPTCHA_CLIENT_ID_KEYS, CAPTCHA_X_OFFSET } from '@portal/contract/limits';
import { captchaChallenges } from '../../../server/src/db/schema/captcha.ts';
import type { TestServer } from '../../../server/test/support/test-app.ts';

/**
 * Browser journeys through the slider captcha: the answer is read from the in-process test
 * server's database (the challenge of this browser's client id), then the handle is dragged
 * with the mouse like a person would.
 */
const WAIT_MS = 10_000;

/** The visible widget; `scope` picks one when several are on the page (e.g. an open overlay). */
function widget(page: Page, scope?: Locator): Locator {
  return (scope ?? page.locator('body')).locator('[data-testid="slider-captcha"]:visible').first();
}

/** The x of the newest challenge shown to this page's captcha client id. */
export async function readSliderAnswer(page: Page, server: TestServer, scope?: Locator): Promise<number> {
  await widget(page, scope).and(page.locator('[data-phase="idle"]')).waitFor({ timeout: WAIT_MS });
  const clientUid = await page.evaluate((key) => localStorage.getItem(key), CAPTCHA_CLIENT_ID_KEYS.slider);
  if (!clientUid) throw new Error('the captcha client id is not in local storage');
  const rows = await server.app.database.db
    .select({ x: captchaChallenges.x })
    .from(captchaChallenges)
    .where(eq(captchaChallenges.clientUid, clientUid))
    .orderBy(desc(captchaChallenges.expiresAt))
    .limit(1);
  if (!rows[0]) throw new Error('no open captcha challenge for this browser');
  return rows[0].x;
}

/** Drags the handle so the piece's left edge ends at `x` in the image (what the check receives). */
/**
 * The handle's box once it stops moving: a modal opens with a zoom animation, which a loaded
 * machine stretches out, and a drag that starts mid-animation misses the handle or the mark.
 */
async function settledBox(handle: Locator) {
  let last = await handle.boundingBox();
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const now = await handle.boundingBox();
    if (now && last && now.x === last.x && now.y === last.y && now.width === last.width) return now;
    last = now;
  }
  throw new Error('the captcha handle did not settle');
}

export async function dragSliderTo(page: Page, x: number, scope?: Locator): Promise<void> {
  const box = await settledBox(widget(page, scope).getByTestId('slider-captcha-handle'));
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const distance = x - CAPTCHA_X_OFFSET;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + distance * 0.6, y + 1, { steps: 6 });
  await page.mouse.move(startX + distance, y, { steps: 8 });
  await page.mouse.up();
}

/** Passes the visible slider captcha and waits for its success tip. */
export async function passSliderCaptcha(page: Page, server: TestServer, scope?: Locator): Promise<void> {
  await dragSliderTo(page, await readSliderAnswer(page, server, scope), scope);
  await widget(page, scope).and(page.locator('[data-phase="passed"]')).waitFor({ timeout: WAIT_MS });
}

/** Drops the piece 40 px off its place and waits for the error tip. */
export async function failSliderCaptcha(page: Page, server: TestServer, scope?: Locator): Promise<void> {
  const answer = await readSliderAnswer(page, server, scope);
  await dragSliderTo(page, answer > 150 ? answer - 40 : answer + 40, scope);
  await widget(page, scope).and(page.locator('[data-phase="failed"]')).waitFor({ timeout: WAIT_MS });
}

/**
 * The digits of the newest audio challenge (issue 38 point 4) of this page's captcha client id,
 * read from the test server's database once the audio panel has its recording.
 */
export async function readAudioDigits(page: Page, server: TestServer): Promise<string> {
  await page.locator('[data-testid="audio-captcha"][data-phase="ready"]').waitFor({ timeout: WAIT_MS });
  const clientUid = await page.evaluate((key) => localStorage.getItem(key), CAPTCHA_CLIENT_ID_KEYS.slider);
  if (!clientUid) throw new Error('the captcha client id is not in local storage');
  const rows = await server.app.database.db
    .select({ digits: captchaChallenges.expectedDigits })
    .from(captchaChallenges)
    .where(and(eq(captchaChallenges.clientUid, clientUid), isNotNull(captchaChallenges.expectedDigits)))
    .orderBy(desc(captchaChallenges.expiresAt))
    .limit(1);
  if (!rows[0]?.digits) throw new Error('no open audio captcha challenge for this browser');
  return rows[0].digits;
}
