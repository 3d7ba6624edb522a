import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KB_SEED } from '../src/db/seed/assistant/knowledge-base.ts';
import type { LabelledQuestion } from '../src/modules/assistant/evaluate.ts';
import { normalize } from '../src/modules/assistant/segment.ts';

/**
 * Issue 37: the assistant knows the whole portal. Every answer of the seeded knowledge base that
 * names a screen of the portal links to its route, and every route an answer links to exists in
 * the web app's route table.
 */

/** The route paths of routes.tsx, read the way apps/web/e2e/support/customer-routes.ts reads them. */
function webRoutePaths(): Set<string> {
  const source = readFileSync(fileURLToPath(new URL('../../web/src/app/routes.tsx', import.meta.url)), 'utf8');
  const paths = [...source.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]!);
  return new Set(['', ...paths.filter((p) => p !== '*' && !p.startsWith('staff'))]);
}

/** The hashes an answer links to: `#/path` with its query, up to the first character of prose. */
function linksOf(answer: string): string[] {
  return [...answer.matchAll(/#\/[A-Za-z0-9/_?=&.%-]*/g)].map((m) => m[0]);
}

/**
 * Screens an answer names in “quotes”, and the hash the answer must link to when it does. The
 * names are the screens' own titles (or the word the answers use for them).
 */
const SCREENS: ReadonlyArray<readonly [name: string, hash: string]> = [
  ['个人中心', '#/center'],
  ['安全设置', '#/center?tab=security'],
  ['证书管理', '#/center?tab=certificates'],
  ['我的企业', '#/center?tab=enterprises'],
  ['注销账户', '#/center?tab=cancel'],
  ['忘记密码', '#/resetPassword'],
  ['个人注册', '#/register'],
  ['企业注册', '#/register'],
  ['个人实名认证', '#/realAuth'],
  ['企业认证', '#/identify'],
  ['员工管理', '#/qywy/staff'],
  ['账户关联', '#/qywy/relations'],
  ['账户流水查询', '#/qywy/flow'],
  ['发票查验', '#/verification'],
  ['保函查验', '#/guarantee'],
  ['询证函查询', '#/confirmation'],
  ['电子印章验证', '#/signatureVerification'],
  ['绿色金融', '#/greenFinance'],
  ['环境效益测算', '#/measure'],
  ['贷款项目环境效益测算', '#/measure'],
  ['碳账户', '#/carbonAccount'],
  ['企业碳账户', '#/carbonAccount'],
  ['特色资产专区', '#/specialRes'],
  ['我的收藏', '#/specialRes/collect'],
  ['企业金融工作台', '#/workspace'],
  ['工作台登录', '#/workspaceLogin'],
  ['权益中心', '#/qywy/rights'],
  ['活动中心', '#/qywy/operation'],
  ['回单打印密码重置', '#/receiptPrinterPwdReset'],
  ['回单打印机密码重置', '#/receiptPrinterPwdReset'],
  ['网银扫码确认', '#/qywy/wyQrqm'],
  ['网银安全助手', '#/netshield'],
  ['产品中心', '#/bankProduct'],
  ['理财产品', '#/financialList'],
  ['养老金', '#/pension'],
  ['信托', '#/trust'],
  ['服务案例', '#/serviceCase'],
  ['文档中心', '#/docCenter'],
  ['企业网银操作指南', '#/bankGuide'],
  ['手机银行操作指南', '#/appGuide'],
  ['网点查询', '#/branches'],
  ['API目录', '#/yqzl/apis'],
  ['申请接入', '#/yqzl/apiApply'],
  ['申请状态', '#/yqzl/statusSet'],
  ['订单查询', '#/yqzl/orderQuery'],
  ['管理员授权', '#/yqzl/adminAuth'],
  ['服务设置', '#/yqzl/serviceSetting'],
  ['我的API', '#/yqzl/myApi'],
  ['测试环境', '#/yqzl/testEnv'],
];

const newFeatures = JSON.parse(
  readFileSync(new URL('../../../bench/assistant-eval-new-features.json', import.meta.url), 'utf8'),
) as LabelledQuestion[];

describe('the knowledge base links to the portal (issue 37)', () => {
  const routes = webRoutePaths();

  it('reads the route table', () => {
    expect(routes.has('center')).toBe(true);
    expect(routes.has('qywy/flow')).toBe(true);
  });

  it('links only to routes of the web route table', () => {
    let links = 0;
    for (const e of KB_SEED) {
      for (const hash of linksOf(e.answer)) {
        links++;
        const path = hash.slice(2).split('?')[0]!;
        expect(routes.has(path), `${e.id} links to ${hash}, which is not a route of routes.tsx`).toBe(true);
      }
    }
    expect(links).toBeGreaterThanOrEqual(60);
  });

  it('links every screen an answer names to its route', () => {
    for (const [, hash] of SCREENS) expect(routes.has(hash.slice(2).split('?')[0]!), hash).toBe(true);
    for (const e of KB_SEED) {
      const links = linksOf(e.answer);
      for (const [name, hash] of SCREENS) {
        if (!e.answer.includes(`“${name}”`)) continue;
        expect(links, `${e.id} names “${name}” without linking ${hash}`).toContain(hash);
      }
    }
  });

  it('links the answers about the last wave of features', () => {
    const ids = new Set(newFeatures.map((q) => q.id));
    for (const id of ids) {
      const entry = KB_SEED.find((e) => e.id === id);
      expect(entry, id).toBeDefined();
      expect(linksOf(entry!.answer).length, `${id} ${entry!.question}`).toBeGreaterThan(0);
    }
  });

  it('holds out the new-features questions: 4-10 characters, none of them a phrasing of the knowledge base', () => {
    expect(newFeatures.length).toBeGreaterThanOrEqual(60);
    const phrasings = new Set(KB_SEED.flatMap((e) => [e.question, ...e.similarQuestions]).map(normalize));
    for (const { q } of newFeatures) {
      expect([...q].length, q).toBeGreaterThanOrEqual(4);
      expect([...q].length, q).toBeLessThanOrEqual(10);
      expect(phrasings.has(normalize(q)), `${q} is in the knowledge base verbatim`).toBe(false);
    }
  });

  it('keeps the budget hold-out apart: 4-10 characters, labelled with seeded entries, in no other set', () => {
    const load = (name: string) => JSON.parse(readFileSync(new URL(`../../../bench/${name}`, import.meta.url), 'utf8')) as LabelledQuestion[];
    const holdout4 = load('assistant-eval-new-features-holdout-4.json');
    expect(holdout4.length).toBeGreaterThanOrEqual(60);
    const ids = new Set(KB_SEED.map((e) => e.id));
    const phrasings = new Set(KB_SEED.flatMap((e) => [e.question, ...e.similarQuestions]).map(normalize));
    const others = new Set(
      [
        'assistant-eval.json',
        'assistant-eval-holdout.json',
        'assistant-eval-short.json',
        'assistant-eval-short-holdout.json',
        'assistant-eval-new-features.json',
        'assistant-eval-new-features-holdout.json',
        'assistant-eval-new-features-holdout-2.json',
        'assistant-eval-new-features-holdout-3.json',
      ].flatMap((name) => load(name).map(({ q }) => normalize(q))),
    );
    for (const { q, id } of holdout4) {
      expect([...q].length, q).toBeGreaterThanOrEqual(4);
      expect([...q].length, q).toBeLessThanOrEqual(10);
      expect(ids.has(id), `${id} of ${q}`).toBe(true);
      expect(phrasings.has(normalize(q)), `${q} is in the knowledge base verbatim`).toBe(false);
      expect(others.has(normalize(q)), `${q} is in another set`).toBe(false);
    }
  });
});
