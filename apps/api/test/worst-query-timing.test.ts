import { complexityFromQuery } from '@pothos/plugin-complexity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/schema/schema.ts';
import { MAX_QUERY_COST } from '../src/security/query-cost.ts';
import { QUERY_LIMITS } from '../src/security/query-limits.ts';
import { createTestApp, type TestApp } from './harness.ts';

// Acceptance figures of the query limits (docs/security.md): the most expensive query they still
// let through answers within a second on the demo data, and the API keeps answering meanwhile.
// The bounds are several times the figures measured on the project's machines.
const WORST_QUERY_MS = 1_000;
/** On PostgreSQL; the embedded PGlite runs its statements on the API's own thread, so it gets more. */
const TYPENAME_MS = { postgres: 100, pglite: 250 } as const;

function costOf(query: string): number {
  return complexityFromQuery(query, { schema }).complexity;
}

/** The largest `pageSize` (up to `max`) whose query still fits the cost limit. */
function largestPage(build: (pageSize: number) => string, max: number): number {
  let pageSize = max;
  while (pageSize > 1 && costOf(build(pageSize)) > MAX_QUERY_COST) pageSize -= 1;
  return pageSize;
}

/** Related stories nested as deep as the depth limit allows under the largest page of stories. */
function deepestRelatedStories(): string {
  const levels = QUERY_LIMITS.depth - 3; // readStories > nodes > relatedStories… > id
  const build = (pageSize: number, depth: number) => {
    let selection = 'id title';
    for (let level = 0; level < depth; level += 1) selection = `relatedStories { ${selection} }`;
    return `query Worst { readStories(pageSize: ${pageSize}) { nodes { ${selection} } } }`;
  };
  // Fewer levels with a larger page may cost less; the deepest chain that fits is the widest fan-out.
  let depth = levels;
  while (depth > 1 && costOf(build(1, depth)) > MAX_QUERY_COST) depth -= 1;
  return build(
    largestPage((pageSize) => build(pageSize, depth), 100),
    depth,
  );
}

/** The largest page of families with every style's fields and its variable font's instances. */
function widestFamilies(): string {
  const build = (pageSize: number) =>
    `query Wide { readFamilies(pageSize: ${pageSize}) { nodes { id title styles { id title weight italic variableFont { instances { name coordinates { tag value } } } } } } }`;
  return build(largestPage(build, 500));
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

describe('the most expensive query the limits accept', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    // A running shop has served story pages before: warm the schema and the statements' plans.
    await app.graphql('{ readStories { nodes { relatedStories { id } } } }');
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['nested related stories', deepestRelatedStories],
    ['a wide page of families', widestFamilies],
  ])('%s answers within a second while `{ __typename }` answers at once', async (_name, build) => {
    const query = build();
    expect(costOf(query)).toBeLessThanOrEqual(MAX_QUERY_COST);
    const worst = timed(() => app.graphql(query));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const typename = await timed(() => app.graphql('{ __typename }'));
    const { ms, result } = await worst;
    expect(result.body.errors).toBeUndefined();
    expect(typename.result.body.data).toEqual({ __typename: 'Query' });
    expect(ms).toBeLessThan(WORST_QUERY_MS);
    expect(typename.ms).toBeLessThan(TYPENAME_MS[app.database.kind]);
  });
});
