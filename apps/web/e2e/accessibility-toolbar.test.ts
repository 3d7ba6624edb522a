import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sideways } from './support/customer-page.ts';
import { screenshotOf, startPortal, WAIT, type Portal } from './support/portal.ts';

/**
 * Issue 38 point 2, the 无障碍工具条: opened from the header by keyboard, text up to 200 % without
 * sideways scrolling, high contrast, large pointer, reading guide and 指读 (speech stubbed: a
 * headless browser has no voices), all remembered by the browser.
 */

let portal: Portal;
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

/** A speechSynthesis that records what it is asked to say, with one Chinese voice or none. */
function fakeSpeech(withZhVoice: boolean): void {
  const voices = withZhVoice ? [{ name: '测试中文', lang: 'zh-CN', voiceURI: 'test-zh', default: true, localService: true }] : [];
  const spoken: Array<{ text: string; lang: string; voice: string | undefined }> = [];
  const synth = {
    getVoices: () => voices,
    speak: (u: { text: string; lang: string; voice?: { lang: string } }) => spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.lang }),
    cancel: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    value: class {
      lang = '';
      voice: unknown = null;
      constructor(public text: string) {}
    },
    configurable: true,
  });
  (window as unknown as { spoken: typeof spoken }).spoken = spoken;
}

async function openPage(viewport: { width: number; height: number }, withZhVoice: boolean): Promise<Page> {
  const context = await portal.browser.newContext({ viewport, locale: 'zh-CN' });
  await context.addInitScript(fakeSpeech, withZhVoice);
  const page = await context.newPage();
  await page.goto(`${portal.server.origin}/#/`);
  await page.getByTestId('home').waitFor(WAIT);
  return page;
}

/** The font size of the home page's first paragraph-like text, in px. */
const homeTextSize = (page: Page) =>
  page.evaluate(() => {
    const el = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="home"] *')).find((e) =>
      Array.from(e.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim().length > 3),
    )!;
    return parseFloat(getComputedStyle(el).fontSize);
  });

/** The trigger shown now: in the header, or in the floating panel once larger text folds the header like a phone's. */
const shownTrigger = (page: Page) => page.locator('[data-testid="a11y-trigger"]:visible');

const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

describe('无障碍工具条 (issue 38 point 2)', () => {
  it('on a desktop: keyboard, 200 % text without sideways scrolling, high contrast, pointer, guide, 指读, kept after a reload', async () => {
    const page = await openPage(DESKTOP, true);
    const trigger = page.getByTestId('header').getByTestId('a11y-trigger');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const toolbar = page.getByRole('toolbar', { name: '无障碍工具条' });
    await toolbar.waitFor(WAIT);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await trigger.getAttribute('aria-controls')).toBe(await toolbar.getAttribute('id'));
    expect(await focusedTestId(page)).toBe('a11y-smaller');
    await page.keyboard.press('ArrowRight');
    expect(await focusedTestId(page)).toBe('a11y-larger');

    // Text 100 → 200 %: it grows, the page reflows (no sideways scroll), the size is said in words.
    const before = await homeTextSize(page);
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('a11y-text-size').textContent()).toBe('文字大小 200%');
    expect(await homeTextSize(page)).toBeGreaterThanOrEqual(before * 1.9);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await screenshotOf(page, 'a11y-toolbar-200-1366');

    // High contrast: black on white, axe's colour contrast passes; the gray mode's filter stays.
    await page.getByTestId('a11y-contrast').click();
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(0, 0, 0)');
    expect(await page.getByTestId('a11y-contrast').getAttribute('aria-pressed')).toBe('true');
    const contrast = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(contrast.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`))).toEqual([]);
    await screenshotOf(page, 'a11y-contrast-200-1366');
    const gray = await page.evaluate(() => {
      document.documentElement.classList.add('portal-gray');
      const seen = { filter: getComputedStyle(document.documentElement).filter, color: getComputedStyle(document.body).color };
      document.documentElement.classList.remove('portal-gray');
      return seen;
    });
    expect(gray).toEqual({ filter: 'grayscale(1)', color: 'rgb(0, 0, 0)' });

    // Large pointer, and the reading guide following the mouse.
    await page.getByTestId('a11y-bigCursor').click();
    expect(await page.evaluate(() => getComputedStyle(document.body).cursor)).toContain('url(');
    await page.getByTestId('a11y-readingGuide').click();
    const guide = page.getByTestId('reading-guide');
    for (const y of [420, 600]) {
      await page.mouse.move(600, y);
      await expect.poll(async () => {
        const box = await guide.boundingBox();
        return box ? Math.round(box.y + box.height / 2) : null;
      }).toBe(y);
    }
    expect(await guide.getAttribute('aria-hidden')).toBe('true');

    // 指读: the focused link is spoken in Chinese.
    await page.getByTestId('a11y-readAloud').click();
    await expect.poll(() => page.getByTestId('a11y-voice-note').textContent()).toContain('聚焦');
    const link = page.getByTestId('footer').locator('a[href]').first();
    const name = (await link.evaluate((a) => a.getAttribute('aria-label') || (a as HTMLElement).innerText)).replace(/\s+/g, ' ').trim();
    await link.focus();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { spoken: Array<{ text: string; lang: string }> }).spoken.at(-1)))
      .toEqual({ text: name, lang: 'zh-CN', voice: 'zh-CN' });

    // Escape closes and gives focus back to the trigger.
    await page.getByTestId('a11y-close').focus();
    await page.keyboard.press('Escape');
    expect(await toolbar.count()).toBe(0);
    expect(await focusedTestId(page)).toBe('a11y-trigger');
    expect(await shownTrigger(page).getAttribute('aria-expanded')).toBe('false');

    // Kept by the browser: applied again before the page draws, the guide too.
    await page.reload();
    await page.getByTestId('home').waitFor(WAIT);
    const kept = await page.evaluate(() => ({
      classes: ['portal-contrast', 'portal-big-cursor'].filter((c) => document.documentElement.classList.contains(c)),
      scale: document.documentElement.style.getPropertyValue('--text-scale'),
    }));
    expect(kept).toEqual({ classes: ['portal-contrast', 'portal-big-cursor'], scale: '2' });
    await page.mouse.move(500, 500);
    await guide.waitFor({ state: 'attached', ...WAIT });

    // The login page at 200 % fits the window too.
    await page.goto(`${portal.server.origin}/#/login`);
    await page.getByRole('button', { name: /登\s*录/ }).first().waitFor(WAIT);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await screenshotOf(page, 'a11y-login-200-1366');

    // 重置 brings the standard page back (the login page has no header: back to the home page).
    await page.goto(`${portal.server.origin}/#/`);
    await page.getByTestId('home').waitFor(WAIT);
    await shownTrigger(page).click();
    await page.getByTestId('a11y-reset').click();
    expect(await page.evaluate(() => document.documentElement.className)).not.toMatch(/portal-(contrast|big-cursor)/);
    expect(await page.getByTestId('a11y-text-size').textContent()).toBe('文字大小 100%');
    await page.context().close();
  });

  it('on a phone: the trigger in the floating panel, 200 % text wraps without sideways scrolling, no Chinese voice is said', async () => {
    const page = await openPage(PHONE, false);
    await page.evaluate(() => localStorage.setItem('a11ySettings', JSON.stringify({ textScale: 200 })));
    await page.reload();
    await page.getByTestId('home').waitFor(WAIT);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    // Some text of the home page runs over more than one line rather than out of the window.
    const wrapped = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-testid="home"] :is(p, a, span, h2, h3)')).some(
        (el) => el.getClientRects().length > 1 || el.getBoundingClientRect().height > parseFloat(getComputedStyle(el).fontSize) * 2.2,
      ),
    );
    expect(wrapped).toBe(true);

    const trigger = page.getByTestId('floating-panel').getByTestId('a11y-trigger');
    await trigger.click();
    await page.getByRole('toolbar', { name: '无障碍工具条' }).waitFor(WAIT);
    const readAloud = page.getByTestId('a11y-readAloud');
    await expect.poll(() => page.getByTestId('a11y-voice-note').textContent(), WAIT).toBe('本机没有中文语音，指读不可用');
    expect(await readAloud.getAttribute('aria-disabled')).toBe('true');
    // Playwright does not click what is aria-disabled; a keyboard user can still press it.
    await readAloud.focus();
    await page.keyboard.press('Enter');
    expect(await readAloud.getAttribute('aria-pressed')).toBe('false');
    await page.getByTestId('a11y-contrast').click();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await screenshotOf(page, 'a11y-toolbar-contrast-200-390');
    await page.context().close();
  });
});
