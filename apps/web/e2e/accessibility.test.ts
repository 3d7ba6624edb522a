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
