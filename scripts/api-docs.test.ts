import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderApiDocs } from './api-docs.ts';

describe('docs/api.md', () => {
  it('matches the contract (run `npm run docs:api` after changing a call)', () => {
    expect(readFileSync('docs/api.md', 'utf8')).toBe(renderApiDocs());
  });
});
