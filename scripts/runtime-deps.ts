// What the server needs at run time, read from its sources: `npm ci --omit=dev` (the container
// image) installs only `dependencies`, so every package the server loads must be one of them.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

/** Source files the running server loads: its own and the shared contract's. */
export const RUNTIME_SOURCE_DIRS = ['apps/server/src', 'packages/contract/src'];

const SOURCE_FILE = /\.(ts|mts|js|mjs|cjs)$/;

const SPECIFIER_PATTERNS = [
  // import x from 'p'; import { a,\n b } from 'p'; import 'p'; export * from 'p' (not `import type`)
  /^\s*(?:import|export)\s+(?!type\s)(?:[^;'"()=`]*?\sfrom\s*)?['"]([^'"\n]+)['"]/gm,
  // await import('p')
  /\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g,
  // require('p'), createRequire(import.meta.url)('p')
  /\brequire\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g,
  /\bcreateRequire\([^)]*\)\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g,
];

export function listSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; null for relative paths and Node built-ins. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  return builtinModules.includes(name) ? null : name;
}

/** Every package one source text loads. */
export function packagesImportedBy(source: string): Set<string> {
  const found = new Set<string>();
  for (const pattern of SPECIFIER_PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      const name = match[1] ? packageOf(match[1]) : null;
      if (name) found.add(name);
    }
  }
  return found;
}

/** Package name → the files that import it, over the runtime sources. */
export function runtimeImports(dirs = RUNTIME_SOURCE_DIRS): Map<string, string[]> {
  const byPackage = new Map<string, string[]>();
  for (const file of dirs.flatMap(listSourceFiles)) {
    for (const name of packagesImportedBy(readFileSync(file, 'utf8'))) {
      byPackage.set(name, [...(byPackage.get(name) ?? []), file]);
    }
  }
  return byPackage;
}

/**
 * The `--import` loaders of start commands in a text: a shell line (`node --import tsx main.ts`) or
 * a Dockerfile exec form (`["node", "--import", "tsx", "main.ts"]`).
 */
export function loadersOf(text: string): string[] {
  const words = text.replace(/["',[\]]/g, ' ');
  return [...words.matchAll(/--import[ =]+(\S+)/g)].flatMap((m) => (m[1] ? [m[1]] : []));
}
