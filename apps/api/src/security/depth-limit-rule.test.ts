import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from '../lib/graphql.ts';
import { depthLimitRule } from './depth-limit-rule.ts';

const schema = buildSchema(`
  type Node { id: ID!, child: Node }
  type Query { node: Node }
`);

function nested(depth: number): string {
  let selection = 'id';
  for (let level = 1; level < depth; level += 1) selection = `child { ${selection} }`;
  return `query Deep { node { ${selection} } }`;
}

function errors(query: string, maxDepth: number) {
  return validate(schema, parse(query), [depthLimitRule(maxDepth)]);
}

describe('depthLimitRule', () => {
  it('accepts an operation at the limit', () => {
    // node + (depth - 1) children + id: depth + 1 levels of fields.
    expect(errors(nested(4), 5)).toEqual([]);
  });

  it('rejects an operation one level deeper, naming it and the limit', () => {
    const [error, ...rest] = errors(nested(5), 5);
    expect(rest).toEqual([]);
    expect(error?.message).toBe("'Deep' is nested 6 levels deep; the limit is 5.");
    expect(error?.extensions.code).toBe('QUERY_TOO_DEEP');
  });

  it('counts fragments where they are spread', () => {
    const query = `
      query Frag { node { ...Two } }
      fragment Two on Node { child { child { id } } }
    `;
    expect(errors(query, 4)).toEqual([]);
    expect(errors(query, 3)).toHaveLength(1);
  });

  it('ignores introspection fields', () => {
    expect(errors('{ __schema { types { fields { type { ofType { name } } } } } }', 1)).toEqual([]);
  });
});
