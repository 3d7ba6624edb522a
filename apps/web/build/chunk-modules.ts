import type { Plugin } from 'vite';

/** Where the build records which modules each chunk holds (under the build's `.vite/`, which is never served). */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** One chunk's modules and the bytes each left in it, largest first. */
export type ChunkModules = Record<string, Array<{ module: string; bytes: number }>>;

/**
 * Writes, beside Vite's manifest, the modules of every chunk with the size each contributes,
 * so that the home page's weight check (home-weight.ts) can name what made a chunk grow.
 */
export function chunkModules(): Plugin {
  return {
    name: 'portal-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const out: ChunkModules = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        out[chunk.fileName] = Object.entries(chunk.modules)
          .map(([id, m]) => ({ module: id.replace(/^.*?node_modules\//, 'node_modules/').replace(/^.*?\/apps\/web\//, 'apps/web/').replace(/^.*?\/packages\//, 'packages/'), bytes: m.renderedLength }))
          .sort((a, b) => b.bytes - a.bytes);
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(out) });
    },
  };
}
