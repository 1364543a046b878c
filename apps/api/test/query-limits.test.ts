import { ERROR_CODE } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUERY_COST } from '../src/security/query-cost.ts';
import { QUERY_LIMITS } from '../src/security/query-limits.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** `relatedStories` nested `levels` times under a page of `pageSize` stories. */
function relatedChain(levels: number, pageSize: number, leaf = 'id'): string {
  let selection = leaf;
  for (let level = 0; level < levels; level += 1) selection = `relatedStories { ${selection} }`;
  return `query Chain { readStories(pageSize: ${pageSize}) { nodes { ${selection} } } }`;
}

describe('query limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses more aliases than the limit with 103, before anything runs', async () => {
    const fields = Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, i) => `a${i}: readEncodings { id }`);
    const statements = await app.countStatements(async () => {
      const { body } = await app.graphql(`{ ${fields.join(' ')} }`);
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: `This query has ${QUERY_LIMITS.aliases + 1} aliases; the limit is ${QUERY_LIMITS.aliases}.`,
          extensions: { code: ERROR_CODE.USER_INVALID, limit: 'aliases' },
        }),
      ]);
    });
    expect(statements).toBe(0);
  });

  it('refuses a document of more tokens than the limit with 103', async () => {
    const ids = Array.from({ length: QUERY_LIMITS.tokens }, () => 'id').join(' ');
    const { body } = await app.graphql(`{ readEncodings { ${ids} } }`);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: `This query has more than ${QUERY_LIMITS.tokens} tokens; the limit is ${QUERY_LIMITS.tokens}.`,
        extensions: { code: ERROR_CODE.USER_INVALID, limit: 'tokens' },
      }),
    ]);
  });

  it('refuses more directives than the limit with 103', async () => {
    const skips = Array.from({ length: QUERY_LIMITS.directives + 1 }, () => '@skip(if: false)').join(' ');
    const { body } = await app.graphql(`{ readEncodings { id ${skips} } }`);
    expect(body.errors?.[0]?.extensions).toEqual({ code: ERROR_CODE.USER_INVALID, limit: 'directives' });
  });

  it('refuses a query that costs more than the limit with 103, before any statement runs', async () => {
    // Nine levels of related stories under one story: about 3^9 stories asked for.
    const statements = await app.countStatements(async () => {
      const { body } = await app.graphql(relatedChain(9, 1));
      expect(body.data).toBeNull();
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(
            new RegExp(
              `^This query costs \\d+; the limit is ${MAX_QUERY_COST}\\. Ask for fewer or smaller lists\\.$`,
            ),
          ),
          extensions: { code: ERROR_CODE.USER_INVALID },
        }),
      ]);
    });
    expect(statements).toBe(0);
    expect(app.logs.filter((line) => line.level === 50)).toEqual([]);
  });

  it('lets a query read the OpenType samples (a font file each) of a few families, not of a page', async () => {
    const samples = (pageSize: number) =>
      app.graphql(`{ readFamilies(pageSize: ${pageSize}) { nodes { openTypeFeatureSamples { tag } } } }`);
    expect((await samples(1)).body.errors).toBeUndefined();
    const { body } = await samples(12);
    expect(body.errors?.[0]?.extensions).toEqual({ code: ERROR_CODE.USER_INVALID });
  });

  it('costs one document by its variables each time, though the cost is kept per document and variables', async () => {
    const document = `query Samples($pageSize: Int) { readFamilies(pageSize: $pageSize) {
      nodes { openTypeFeatureSamples { tag } } } }`;
    const refusedFor = async (pageSize: number) =>
      (await app.graphql(document, { pageSize })).body.errors?.[0]?.extensions?.code ===
      ERROR_CODE.USER_INVALID;
    // Asked again and in turn: a kept cost is never another set of variables'.
    expect(await refusedFor(1)).toBe(false);
    expect(await refusedFor(12)).toBe(true);
    expect(await refusedFor(1)).toBe(false);
    expect(await refusedFor(12)).toBe(true);
  });

  it('loads nested related stories one level at a time, not one story at a time', async () => {
    let stories = 0;
    const statements = await app.countStatements(async () => {
      const { body } = await app.graphql<{
        readStories: { nodes: { relatedStories: { relatedStories: unknown[] }[] }[] };
      }>(relatedChain(2, 12, 'id title authors { id } featuredFamilies { id }'));
      expect(body.errors).toBeUndefined();
      for (const node of body.data?.readStories.nodes ?? []) {
        for (const related of node.relatedStories) stories += 1 + related.relatedStories.length;
      }
    });
    expect(stories).toBeGreaterThan(30);
    // The page (stories, authors, families), then per level: candidates, authors, families.
    expect(statements).toBeLessThanOrEqual(9);
  });
});
