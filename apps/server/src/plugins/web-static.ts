import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerWebIndex } from './web-index.ts';

/**
 * Serves the built web app: hashed chunks cached for a year, index.html always revalidated (with
 * the envelope's public key in it, web-index.ts), and the build's Brotli or gzip copy of a file to
 * browsers that accept it.
 */
export async function registerWebStatic(app: FastifyInstance, distDir: string): Promise<void> {
  if (!distDir) return;
  const root = resolve(distDir);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built; run `npm run build` to serve the portal');
    return;
  }
  registerWebIndex(app, root);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    preCompressed: true,
    // The build's own records (.vite/: manifest, chunk modules) are for the tests, not the public.
    dotfiles: 'ignore',
    setHeaders(res, path) {
      if (/[\\/]app[\\/]/.test(path)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
}
