import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { WAIT } from './portal.ts';

/**
 * Chooses the option `label` of the antd Select `select` as a user would, and waits until the
 * select shows it and its popup has closed. The popup slides in with a scale animation: a click
 * while it moves can press on the option and release elsewhere, which chooses nothing (seen on
 * a loaded machine), so the click waits for the popup to stand still.
 */
export async function chooseOption(page: Page, select: Locator, label: string | RegExp): Promise<void> {
  await select.click();
  const popup = page.locator('.ant-select-dropdown:visible');
  await popup.first().waitFor(WAIT);
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('.ant-select-dropdown')).every((d) => d.getAnimations({ subtree: true }).every((a) => a.playState !== 'running')),
    undefined,
    WAIT,
  );
  await popup.locator('.ant-select-item-option').filter({ hasText: label }).click();
  await select.filter({ hasText: label }).waitFor(WAIT);
  // Until the popup has closed, its options would answer the next choice too.
  await expect.poll(() => popup.count(), WAIT).toBe(0);
}
