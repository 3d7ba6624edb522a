import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { careMinFont } from './build/care-min-font.ts';
import { chunkModules } from './build/chunk-modules.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), chunkModules(), precompress()],
  base: '/',
  css: { postcss: { plugins: [careMinFont()] } },
  build: {
    outDir: 'dist',
    // browser support (issue 22): the oldest browsers §9 does not flag as low must still parse
    // the bundle (Vite's default is Chrome 111). Syntax only; see docs/decisions.md.
    target: ['chrome88', 'edge88', 'firefox78', 'safari14'],
    // Chunks live under /app/ so they never collide with operator images under /static/.
    assetsDir: 'app',
    chunkSizeWarningLimit: 900,
    // .vite/manifest.json: which files the home page loads first, for the weight check in the
    // tests (build/home-weight.ts). The dot folder is never served.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first paint needs in one file rather than some thirty small ones: on a
          // phone's network each extra request costs a round trip (Lighthouse mobile, issue 20).
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/qjmh': 'http://127.0.0.1:8080', '/healthz': 'http://127.0.0.1:8080' },
  },
});
