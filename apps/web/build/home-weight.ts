import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHUNK_MODULES_FILE, type ChunkModules } from './chunk-modules.ts';

/**
 * The budget of the JavaScript the home route loads before its first paint, gzip level 9 (issue
 * 36): the entry with its static imports and the home screen's chunk with its own. The bench
 * measures the same in a browser (bench/home-bundle.ts).
 */
export const HOME_FIRST_PAINT_JS_BUDGET = 180 * 1024;

interface ManifestEntry {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface HomeWeight {
  gzipBytes: number;
  files: Array<{ file: string; gzipBytes: number }>;
  /** The modules of those files, largest first (bytes before minifying: what to look at, not a sum). */
  largestModules: Array<{ module: string; bytes: number }>;
}

/** Reads the build's manifest in `distDir` and weighs what the home route loads before it paints. */
export function homeWeight(distDir: string): HomeWeight {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const modules = JSON.parse(readFileSync(join(distDir, CHUNK_MODULES_FILE), 'utf8')) as ChunkModules;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const home = Object.keys(manifest).find((key) => manifest[key]!.name === 'HomeScreen' && manifest[key]!.file.endsWith('.js'));
  if (!entry || !home) throw new Error('the build has no entry or no HomeScreen chunk: was the home screen renamed?');
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const next of manifest[key]!.imports ?? []) visit(next);
  };
  visit(entry);
  visit(home);
  const files = [...keys]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }));
  return {
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    files,
    largestModules: files.flatMap((f) => modules[f.file] ?? []).sort((a, b) => b.bytes - a.bytes),
  };
}
