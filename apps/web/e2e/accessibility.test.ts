import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from './support/portal.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

describe('accessibility (axe, WCAG 2 A/AA)', () => {
  for (const [name, hash, testId] of [
    ['home', '#/', 'home'],
    ['direct-connection home', '#/index?pageCode=yqzlmh', 'home'],
    ['not found', '#/404', 'error-page-404'],
    ['privacy clause', '#/privacyClause', 'error-page-privacyClause'],
  ] as const) {
    it(`finds no violations on the ${name} page`, async () => {
      const page = await portal.open(hash);
      await page.getByTestId(testId).waitFor();
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const found = result.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.help}`);
      expect(found).toEqual([]);
      await page.context().close();
    });
  }
});

describe('keyboard and motion (issue 38)', () => {
  it('offers 跳到主要内容 as the first Tab stop, and it moves the focus past the header without changing the route', async () => {
    const page = await portal.open('#/');
    await page.getByTestId('home').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-link');
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    expect(await skip.textContent()).toBe('跳到主要内容');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(new URL(page.url()).hash).toBe('#/');
    // The next Tab stop is inside the main content, not in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    await page.context().close();
  });

  it('lets the banners be stopped, and keeps them still for a visitor who asked for less motion', async () => {
    const page = await portal.open('#/');
    const toggle = page.getByTestId('banner-toggle');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-label')).toBe('暂停轮播');
    await toggle.click();
    expect(await toggle.getAttribute('aria-label')).toBe('继续轮播');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-label')).toBe('继续轮播');
    await page.context().close();
  });
});
