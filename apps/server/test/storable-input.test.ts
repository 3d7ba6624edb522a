import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { defineCall } from '@portal/contract/call';
import { ERRORS } from '@portal/contract/errors';
import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { rowsOf } from '../src/db/rows.ts';
import { registerCall } from '../src/plugins/envelope.ts';
import { failure } from './support/call-failure.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Calls whose schemas forgot the contract's text types (plain z.string()), whose handlers hand
 * the text to the database: the envelope's guard must refuse what the database cannot store
 * (issue 18, finding 13) before the handler runs, whichever way the input travels.
 */
const request = z.object({ q: z.string(), tags: z.optional(z.record(z.string(), z.string())) });
const reply = z.object({ stored: z.string(), tags: z.array(z.string()) });
const sealedPost = defineCall({ method: 'POST', path: '/test/storable/post', sealed: true, request, response: reply });
const sealedGet = defineCall({ method: 'GET', path: '/test/storable/get', sealed: true, request, response: reply });
const plainPost = defineCall({ method: 'POST', path: '/test/storable/plain', sealed: false, request, response: reply });

let server: TestServer;
let handled = 0;
beforeAll(async () => {
  server = await startTestServer({}, {}, (app) => {
    for (const call of [sealedPost, sealedGet, plainPost]) {
      registerCall(app, call, async ({ q, tags = {} }) => {
        handled++;
        const result = await app.database.db.execute(
          sql`select ${q}::text as stored, array(select jsonb_object_keys(${JSON.stringify(tags)}::jsonb)) as tags`,
        );
        return rowsOf<{ stored: string; tags: string[] }>(result)[0]!;
      });
    }
  });
});
afterAll(() => server.close());

describe('what the database cannot store never reaches a handler', () => {
  it('refuses U+0000 and a lone surrogate half in a value or a key, in a sealed body, a query and a plain body', async () => {
    const client = server.client();
    const bad: [string, unknown, string][] = [
      ['NUL in a value', { q: 'a\u0000b' }, 'q'],
      ['NUL alone', { q: '\u0000' }, 'q'],
      ['a lone high surrogate', { q: 'x\ud800' }, 'q'],
      ['a lone low surrogate', { q: '\udc00x' }, 'q'],
      ['NUL in a key', { q: 'ok', tags: { 'k\u0000': 'v' } }, 'tags.k\u0000'],
      ['NUL in a nested value', { q: 'ok', tags: { k: 'v\u0000' } }, 'tags.k'],
    ];
    for (const call of [sealedPost, plainPost]) {
      for (const [what, input, field] of bad) {
        const err = await failure(client.call(call, input as never));
        expect({ path: call.path, what, code: err.code, status: err.status, message: err.message, field: err.field }).toEqual({
          path: call.path,
          what,
          code: ERRORS.VALIDATION.code,
          status: 400,
          message: VALIDATION_MESSAGES.controlCharacters,
          field,
        });
      }
    }
    // In a query U+0000 travels as %00 (a lone half cannot: the browser sends U+FFFD for it).
    const err = await failure(client.call(sealedGet, { q: 'a\u0000b' }));
    expect({ code: err.code, field: err.field }).toEqual({ code: ERRORS.VALIDATION.code, field: 'q' });
    expect(handled).toBe(0);
  });

  it('passes text that only looks like an escape, emoji written as escapes, and ordinary text', async () => {
    const client = server.client();
    const fine = ['\\u0000 typed by hand', '中文 😀', 'tab\tand\nnew line', ''];
    for (const q of fine) {
      expect(await client.call(sealedPost, { q, tags: { [q || 'k']: 'v' } })).toEqual({ stored: q, tags: [q || 'k'] });
      expect(await client.call(plainPost, { q })).toEqual({ stored: q, tags: [] });
    }
    // JSON may write any character as an escape; a pair written so is a whole character.
    const res = await fetch(`${server.origin}/qjmh/api${plainPost.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"q":"\\ud83d\\ude00\\u4e2d"}',
    });
    expect(await res.json()).toMatchObject({ code: 200, data: { stored: '😀中' } });
  });
});
