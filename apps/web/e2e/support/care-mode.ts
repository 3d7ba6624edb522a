import type { Page } from 'playwright-core';

/** Turns 关怀模式 on in a new window's browser before any page runs, as a returning customer's browser has it. */
export const CARE_MODE_STORED = () => localStorage.setItem('careMode', '1');

/**
 * Visible text smaller than `min` px (issue 38): every element holding text of its own, outside
 * what is hidden from everyone. Returns "tag.class: size px: text" for each, at most 10.
 */
export function smallTexts(page: Page, min = 18): Promise<string[]> {
  return page.evaluate((minPx) => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *')) as HTMLElement[]) {
      if (el.closest('[aria-hidden="true"], .visually-hidden') || ['SCRIPT', 'STYLE', 'svg'].includes(el.tagName)) continue;
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      const box = el.getBoundingClientRect();
      if (!ownText || box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < minPx) found.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)}: ${size} px: ${el.textContent!.trim().slice(0, 16)}`);
    }
    return found.slice(0, 10);
  }, min);
}

/**
 * Click and touch targets smaller than 44 × 44 px (issue 38): buttons, fields and the links
 * that act as controls (everything but links inside running text), visible and not disabled.
 */
export function smallTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((minPx) => {
    const found: string[] = [];
    const controls = Array.from(
      document.querySelectorAll('button, [role="button"], select, textarea, input:not([type="hidden"], [type="checkbox"], [type="radio"]), a[href]'),
    ) as HTMLElement[];
    for (const el of controls) {
      if (el.closest('[aria-hidden="true"], p') || (el as HTMLButtonElement).disabled) continue;
      // A field inside antd's frame: the frame is the target.
      const target = (el.closest('.ant-input-affix-wrapper, .ant-select, .ant-picker') as HTMLElement | null) ?? el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(target).visibility === 'hidden') continue;
      // Half a pixel of rounding (a 44 px frame can measure 43.99).
      if (box.width < minPx - 0.5 || box.height < minPx - 0.5) {
        found.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} ${Math.round(box.width)}×${Math.round(box.height)}: ${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 16)}`);
      }
    }
    return found.slice(0, 10);
  }, min);
}
