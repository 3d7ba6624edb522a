import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pageJsonPath } from '@portal/contract/calls/content/get-page-data';
import { homePageCode } from './page-code.ts';

const SCRIPT = readFileSync(new URL('../../public/static/home-prefetch.js', import.meta.url), 'utf8');

interface Run {
  requested: string[];
  preloads: Array<{ rel: string; as: string; href: string; fetchpriority?: string }>;
  early?: { pageCode: string };
}

/** static/home-prefetch.js in a page at `hash` whose page file answers `body`. */
async function runScript(hash: string, body: unknown): Promise<Run> {
  const run: Run = { requested: [], preloads: [] };
  const window: Record<string, unknown> = {
    location: { hash },
    fetch: (url: string) => {
      run.requested.push(url);
      return Promise.resolve({ ok: true, json: () => Promise.resolve(body) });
    },
    URLSearchParams,
    Promise,
  };
  const document = {
    createElement: () => {
      const attributes: Record<string, string> = {};
      return { setAttribute: (k: string, v: string) => (attributes[k] = v), attributes };
    },
    head: {
      appendChild: (link: { rel: string; as: string; href: string; attributes: Record<string, string> }) =>
        run.preloads.push({ rel: link.rel, as: link.as, href: link.href, ...link.attributes }),
    },
  };
  // As in a browser, the global object is the window.
  window.window = window;
  window.document = document;
  runInNewContext(SCRIPT, window);
  await new Promise((r) => setTimeout(r, 0));
  run.early = window.__portalHomePage as Run['early'];
  return run;
}

const page = (banners: unknown[]) => ({ code: 200, data: { pageContent: { bannerList: banners } } });

describe('static/home-prefetch.js (issue 36: the home page before the modules run)', () => {
  it('asks for the page file of exactly the arrivals the app calls the home page index', async () => {
    for (const hash of ['', '#/', '#/index', '#/?pageCode=yqzlmh', '#/index?pageCode=%20tszc%20&x=1', '#/?pageCode=', '#/login', '#/index/x', '#/bankProduct?pageCode=index', '#/?pageCode=index', '#/index?pageCode=no_such_page']) {
      const { requested, early } = await runScript(hash, page([]));
      const code = homePageCode(hash) === 'index' ? 'index' : undefined;
      expect(requested, hash).toEqual(code === undefined ? [] : [pageJsonPath(code)]);
      expect(early?.pageCode, hash).toBe(code);
    }
  });

  it("preloads the first shown banner's picture, and only the portal's own", async () => {
    const shown = await runScript('#/', page([{ hide: true, imgsrc: '/static/a.svg' }, { imgsrc: '/static/b.svg' }, { imgsrc: '/static/c.svg' }]));
    expect(shown.preloads).toEqual([{ rel: 'preload', as: 'image', href: '/static/b.svg', fetchpriority: 'high' }]);
    for (const imgsrc of ['https://cdn.example/x.png', '//cdn.example/x.png', undefined]) {
      expect((await runScript('#/', page([{ imgsrc }]))).preloads, String(imgsrc)).toEqual([]);
    }
    expect((await runScript('#/', { code: 500 })).preloads).toEqual([]);
  });
});
