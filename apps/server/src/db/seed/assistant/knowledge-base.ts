import { ACCOUNT } from './account-security.ts';
import { BROWSER } from './browser.ts';
import { CHECKS } from './checks.ts';
import { EBANK } from './ebank.ts';
import { FEES } from './fees-limits.ts';
import { GREEN } from './green-finance.ts';
import { LOGIN } from './login.ts';
import { OPEN_PLATFORM, WORKSPACE } from './open-platform.ts';
import { PORTAL } from './portal.ts';
import { PORTAL_SCREENS } from './portal-screens.ts';
import { REGISTRATION } from './registration.ts';
import { SECURITY_KEY } from './security-key.ts';
import { SERVICE } from './service.ts';
import { SPECIAL_ASSETS } from './special-assets.ts';
import { STAFF_FLOW } from './staff-flow.ts';
import type { KbSection } from './types.ts';

/**
 * The seeded knowledge base in category order. Ids are given by position (kb-0001 …), so new
 * entries are appended to the end of the LAST section's list or as a new section at the end:
 * never inserted in between, or seeded ids would move.
 */
export const KB_SECTIONS: readonly KbSection[] = [
  LOGIN,
  SECURITY_KEY,
  REGISTRATION,
  ACCOUNT,
  FEES,
  GREEN,
  CHECKS,
  SPECIAL_ASSETS,
  STAFF_FLOW,
  WORKSPACE,
  OPEN_PLATFORM,
  SERVICE,
  BROWSER,
  EBANK,
  PORTAL,
  PORTAL_SCREENS,
];

/** Category names in display order (the hot list of findAll follows it). */
export const KB_CATEGORIES: readonly string[] = KB_SECTIONS.map((s) => s.category);

export interface SeedEntry {
  id: string;
  category: string;
  question: string;
  similarQuestions: string[];
  answer: string;
}

export function kbId(n: number): string {
  return `kb-${String(n).padStart(4, '0')}`;
}

/** Every seeded entry with its stable id. */
export const KB_SEED: readonly SeedEntry[] = KB_SECTIONS.flatMap((s) => s.entries.map((e) => ({ category: s.category, question: e.q, similarQuestions: [...e.s], answer: e.a }))).map(
  (e, i) => ({ id: kbId(i + 1), ...e }),
);
