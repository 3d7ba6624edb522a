import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, WAIT, type Portal } from './support/portal.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

describe('accessibility of the document screens (axe, WCAG 2 A/AA)', () => {
  for (const [name, hash, testId] of [
    ['document centre', '#/docCenter', 'doc-row'],
    ['bank guide', '#/bankGuide', 'guide-detail'],
    ['app guide', '#/appGuide', 'guide-detail'],
    ['security-device assistant', '#/netshield', 'provider-feitian'],
  ] as const) {
    it(`finds no violations on the ${name}`, async () => {
      const page = await portal.open(hash);
      await page.getByTestId(testId).first().waitFor(WAIT);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const found = result.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.help} (${v.nodes[0]?.target.join(' ')})`);
      expect(found).toEqual([]);
      await page.context().close();
    });
  }
});
