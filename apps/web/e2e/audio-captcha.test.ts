import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CUSTOMERS } from '../../server/src/db/seed/demo-accounts.ts';
import { readAudioDigits } from './support/captcha.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';

/**
 * The audio alternative to the slider (issue 38 point 4), on a phone-wide screen: a person who
 * cannot see or drag the slider reaches the audio captcha with the keyboard, hears the digits
 * (read here from the database: the test may, the browser may not), types them and logs in.
 */
const PERSON = DEMO_CUSTOMERS.find((c) => c.loginName === 'demo_person')!;
const PHONE = { width: 390, height: 844 };

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

/** The focused element's tag and text. */
const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent ?? ''}`);

/** Presses Tab until the element of `testId` has the focus. */
async function tabTo(page: Page, testId: string): Promise<void> {
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId)) return;
  }
  throw new Error(`Tab never reached ${testId}`);
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the audio captcha in the browser', () => {
  it('switches from the slider with the keyboard, takes the digits heard and lets the login through', async () => {
    const page = await portal.open('#/center?tab=security', PHONE);
    await waitForHash(page, '#/login');
    const form = page.getByTestId('password-login-form');
    await form.getByLabel('用户名 / 手机号').fill(PERSON.loginName);
    await form.getByLabel('登录密码').fill(PERSON.password);
    await form.getByTestId('login-submit').click();

    // The slider shows first; its way to the audio captcha is a button reached with Tab.
    await page.locator('[data-testid="slider-captcha"][data-phase="idle"]').waitFor(WAIT);
    await tabTo(page, 'captcha-to-audio');
    await expect(focused(page)).resolves.toBe('BUTTON 看不清或无法拖动？改用语音验证码');
    await page.keyboard.press('Enter');

    // The audio panel has the focus on its play button, and a recording the page may play.
    const panel = page.getByTestId('audio-captcha');
    await panel.and(page.locator('[data-phase="ready"]')).waitFor(WAIT);
    await expect.poll(() => focused(page), WAIT).toBe('BUTTON 播放语音');
    const duration = await panel.locator('audio').evaluate(
      (audio: HTMLAudioElement) =>
        new Promise<number>((done) => {
          if (audio.readyState >= 1) return done(audio.duration);
          audio.onloadedmetadata = () => done(audio.duration);
          audio.onerror = () => done(-1);
        }),
    );
    expect(duration).toBeGreaterThan(1.5);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const box = await panel.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);

    // A wrong answer is told at the field in words, and a new recording replaces the spent one.
    const first = await readAudioDigits(page, portal.server);
    const wrong = [...first].map((d) => String((Number(d) + 1) % 10)).join('');
    await page.keyboard.press('Tab'); // 换一个
    await page.keyboard.press('Tab'); // the digits
    await expect(page.evaluate(() => document.activeElement?.getAttribute('inputmode'))).resolves.toBe('numeric');
    await page.keyboard.type(wrong);
    await page.keyboard.press('Enter');
    await page.getByTestId('audio-captcha-error').getByText('输入的数字与语音不符').waitFor(WAIT);
    const second = await readAudioDigits(page, portal.server);
    await expect(page.getByLabel(/听到的数字/).getAttribute('aria-invalid')).resolves.toBe('true');

    // The right digits pass, and the login goes on where it was sent.
    await page.getByLabel(/听到的数字/).focus();
    await page.keyboard.type(second);
    await page.keyboard.press('Enter');
    await panel.and(page.locator('[data-phase="passed"]')).waitFor(WAIT);
    await waitForHash(page, '#/center?tab=security');
    await page.getByTestId('login-history').getByText('密码登录').first().waitFor(WAIT);
    await page.context().close();
  });
});
