import SchemaBuilder from '@pothos/core';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { describe, expect, it, vi } from 'vitest';
import { type GraphQLUnionType, parse } from '../lib/graphql.ts';
import { schemaForCompiledQueries } from './schema-for-compiled-queries.ts';

interface Paragraph {
  kind: 'paragraph';
  text: string;
}
interface Headline {
  kind: 'headline';
  level: number;
}
type Block = Paragraph | Headline | { kind: 'broken' };

/** Blocks as the API types them: a union whose members choose by `isTypeOf`, read asynchronously. */
function blockSchema(blocks: Block[], { brokenTypeOf = false } = {}) {
  const builder = new SchemaBuilder<{ Context: { logger?: { error: (...args: unknown[]) => void } } }>({});
  const ParagraphRef = builder.objectRef<Paragraph>('Paragraph').implement({
    isTypeOf: (block) => (block as Block).kind === 'paragraph',
    fields: (t) => ({ text: t.exposeString('text') }),
  });
  const HeadlineRef = builder.objectRef<Headline>('Headline').implement({
    isTypeOf: (block) => {
      if (brokenTypeOf && (block as Block).kind === 'broken') throw new Error('isTypeOf failed');
      return (block as Block).kind === 'headline';
    },
    fields: (t) => ({ level: t.exposeInt('level') }),
  });
  const BlockRef = builder.unionType('Block', { types: [ParagraphRef, HeadlineRef] });
  const ChosenRef = builder.unionType('Chosen', {
    types: [ParagraphRef, HeadlineRef],
    resolveType: (block) => {
      if ((block as Block).kind === 'broken') throw new Error('no type for a broken block');
      return (block as Block).kind === 'paragraph' ? ParagraphRef : HeadlineRef;
    },
  });
  builder.queryType({
    fields: (t) => ({
      blocks: t.field({ type: [BlockRef], resolve: async () => blocks as (Paragraph | Headline)[] }),
      chosen: t.field({ type: [ChosenRef], resolve: async () => blocks as (Paragraph | Headline)[] }),
      headlines: t.field({ type: [HeadlineRef], resolve: async () => blocks as Headline[] }),
    }),
  });
  return builder.toSchema();
}

/** Runs `query` compiled, failing the test instead of hanging when it never settles. */
async function runCompiled(schema: ReturnType<typeof blockSchema>, query: string, context: object = {}) {
  const compiled = compileQuery(schemaForCompiledQueries(schema), parse(query));
  if (!isCompiledQuery(compiled)) throw new Error(`not compiled: ${JSON.stringify(compiled.errors)}`);
  const settled = Promise.resolve(compiled.query(undefined, context, {}));
  const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('never settled')), 2_000));
  return (await Promise.race([settled, timeout])) as { data?: unknown; errors?: { message: string }[] };
}

const BLOCKS = '{ blocks { __typename ... on Paragraph { text } ... on Headline { level } } }';

describe('schemaForCompiledQueries', () => {
  it('resolves a union whose members choose by isTypeOf, read asynchronously, as graphql-js does', async () => {
    const schema = blockSchema([
      { kind: 'paragraph', text: 'Body' },
      { kind: 'headline', level: 2 },
    ]);
    const result = await runCompiled(schema, BLOCKS);
    expect(result).toEqual({
      data: {
        blocks: [
          { __typename: 'Paragraph', text: 'Body' },
          { __typename: 'Headline', level: 2 },
        ],
      },
    });
  });

  it('settles with an error at the field when a type resolver throws, and logs the cause', async () => {
    const schema = blockSchema([{ kind: 'paragraph', text: 'Body' }, { kind: 'broken' }]);
    const logger = { error: vi.fn() };
    const result = await runCompiled(schema, '{ chosen { __typename } }', { logger });
    expect(result.data).toEqual({ chosen: null });
    expect(result.errors).toHaveLength(1);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'Chosen',
        err: expect.objectContaining({ message: 'no type for a broken block' }),
      }),
      expect.any(String),
    );
  });

  it('settles with an error at the field when isTypeOf throws', async () => {
    const schema = blockSchema([{ kind: 'broken' }], { brokenTypeOf: true });
    const result = await runCompiled(schema, '{ headlines { level } }');
    expect(result.data).toEqual({ headlines: null });
    expect(result.errors?.[0]?.message).toMatch(/Expected value of type "Headline"/);
  });

  it('leaves the schema it was given as it was, for graphql-js', () => {
    const schema = blockSchema([]);
    const chosen = schema.getType('Chosen') as GraphQLUnionType;
    const resolveType = chosen.resolveType;
    const compiled = schemaForCompiledQueries(schema);
    expect(compiled.getType('Chosen')).not.toBe(chosen);
    expect(schema.getType('Chosen')).toBe(chosen);
    expect(chosen.resolveType).toBe(resolveType);
  });
});
