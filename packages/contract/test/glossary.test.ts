import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { channelName, GLOSSARY, GLOSSARY_VARIANTS } from '../src/glossary.ts';

const ROOT = join(import.meta.dirname, '../../..');
/** Where the portal's words live: screens, messages, seeded content, files the server writes. */
const TEXT_ROOTS = ['apps/web/src', 'apps/server/src', 'packages/contract/src', 'README.md', 'docs/api.md', 'docs/open-platform'];
const TEXT_FILE = /\.(ts|tsx|json|txt|md|html)$/;
/**
 * Not texts of the portal: the glossary itself (it names the variants), and the assistant's
 * lexicon, which must know the words customers type, whichever spelling they use.
 */
const NOT_TEXTS = new Set(['packages/contract/src/glossary.ts', 'apps/server/src/modules/assistant/lexicon.ts', 'apps/server/src/db/schema/ledger.ts']);

function* files(path: string): Generator<string> {
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path)) if (name !== 'node_modules' && !name.startsWith('.')) yield* files(join(path, name));
  } else if (TEXT_FILE.test(path) && !/\.test\.tsx?$/.test(path)) yield path;
}

/** A source file's text without its comments (what no customer reads); other files whole. */
function readable(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (!/\.tsx?$/.test(path)) return text;
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('the glossary', () => {
  it('is spelled one way in every screen, message, seeded text and document', () => {
    const found: string[] = [];
    for (const root of TEXT_ROOTS) {
      for (const path of files(join(ROOT, root))) {
        const name = relative(ROOT, path);
        if (NOT_TEXTS.has(name)) continue;
        readable(path)
          .split('\n')
          .forEach((line, i) => {
            for (const { term, wrong } of GLOSSARY_VARIANTS) {
              const hit = wrong.exec(line);
              if (hit) found.push(`${name}:${i + 1}: “${hit[0]}” (the glossary says “${term}”)`);
            }
          });
      }
    }
    expect(found).toEqual([]);
  });

  it('catches each variant it names, and leaves factor units alone', () => {
    expect(GLOSSARY_VARIANTS.find((v) => v.wrong.test('经办员'))?.term).toBe(GLOSSARY.operatorRole);
    expect(GLOSSARY_VARIANTS.find((v) => v.wrong.test('该证书已注销'))?.term).toBe('证书已吊销');
    expect(GLOSSARY_VARIANTS.find((v) => v.wrong.test('银企直连开放平台'))?.term).toBe(GLOSSARY.hostToHost);
    for (const amount of ['排放 12.5 tCO₂', '排放量（tCO₂）', '53.06 tCO2e', 'tCO2']) {
      expect(GLOSSARY_VARIANTS.find((v) => v.wrong.test(amount))?.term, amount).toBe(GLOSSARY.carbonTonnes);
    }
    for (const fine of ['12.5 tCO₂e', '0.5306 tCO₂/MWh', '3.0959 tCO₂/t', 'kgCO₂/kWh', '账户已注销', '印章已注销']) {
      expect(GLOSSARY_VARIANTS.some((v) => v.wrong.test(fine)), fine).toBe(false);
    }
  });

  it('shows a ledger row booked under the old spelling in the glossary’s', () => {
    expect(channelName('银企直连')).toBe(GLOSSARY.hostToHost);
    expect(channelName('网银')).toBe('网银');
  });
});
