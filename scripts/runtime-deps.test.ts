import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadersOf, packageOf, packagesImportedBy, runtimeImports } from './runtime-deps.ts';

type Manifest = { name: string; dependencies?: Record<string, string>; scripts?: Record<string, string> };
const manifest = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Manifest;

const root = manifest('package.json');
const server = manifest('apps/server/package.json');
const contract = manifest('packages/contract/package.json');
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { dev?: boolean }>;
};

/** What `npm ci --omit=dev` installs for the server: declared dependencies and the workspaces. */
const installedWithoutDev = new Set([
  ...Object.keys(root.dependencies ?? {}),
  ...Object.keys(server.dependencies ?? {}),
  ...Object.keys(contract.dependencies ?? {}),
  contract.name,
]);

describe('runtime dependencies (npm ci --omit=dev)', () => {
  const imports = runtimeImports();

  it('reads the imports it guards (not a vacuous pass)', () => {
    for (const known of ['fastify', 'pg', '@electric-sql/pglite', '@node-rs/jieba', 'tsx', '@portal/contract']) {
      expect(imports.has(known), known).toBe(true);
    }
  });

  it('declares every package the server loads as a dependency, never a dev dependency', () => {
    const undeclared = [...imports]
      .filter(([name]) => !installedWithoutDev.has(name))
      .map(([name, files]) => `${name} (${files[0]})`);
    expect(undeclared).toEqual([]);
  });

  it('does not mark them dev-only in package-lock.json', () => {
    const devOnly = [...imports.keys()].filter((name) => lock.packages[`node_modules/${name}`]?.dev);
    expect(devOnly).toEqual([]);
  });

  it('installs the start command’s loader (node --import tsx) at run time', () => {
    const loaders = [root.scripts?.serve ?? '', readFileSync('scripts/start.mjs', 'utf8'), readFileSync('Dockerfile', 'utf8')].flatMap(loadersOf);
    expect(loaders).toContain('tsx');
    for (const loader of loaders) expect(root.dependencies, loader).toHaveProperty([packageOf(loader) ?? loader]);
  });
});

describe('import scanner', () => {
  it('finds static, multi-line, side-effect, dynamic and require imports; skips type-only, relative and built-ins', () => {
    const source = [
      "import fastify from 'fastify';",
      "import {\n  a,\n  b,\n} from '@scope/pkg/sub';",
      "import 'side-effect';",
      "export * from 're-export';",
      "import type { T } from 'types-only';",
      "import { x } from './local.ts';",
      "import { readFileSync } from 'node:fs';",
      "import path from 'path';",
      "const m = await import('dynamic/deep/file.js');",
      "const r = createRequire(import.meta.url)('required');",
      "const sql = `select 1 from 'not_a_package'`;",
      "export function n() {\n  return sql`substring(id from '^kb-([0-9]+)$')`;\n}",
    ].join('\n');
    expect([...packagesImportedBy(source)].sort()).toEqual(
      ['@scope/pkg', 'dynamic', 'fastify', 're-export', 'required', 'side-effect'].sort(),
    );
  });

  it('reads loaders from start commands', () => {
    expect(loadersOf('node --import tsx apps/server/src/main.ts')).toEqual(['tsx']);
    expect(loadersOf('CMD ["node", "--import", "tsx", "main.ts"]')).toEqual(['tsx']);
  });
});
