import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import { describe, expect, it } from 'vitest';
import { Lexer, print, Source, specifiedRules, TokenKind, validate, visit } from '../lib/graphql.ts';
import { schema } from '../schema/schema.ts';
import { MAX_QUERY_COST } from './query-cost.ts';
import { QUERY_LIMITS, queryLimitRules } from './query-limits.ts';
import { sampleVariables } from './sample-variables.ts';
import { collectSiteDocuments } from './site-documents.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const { documents, unreadable } = collectSiteDocuments(root);

function tokens(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

function aliases(document: (typeof documents)[number]['document']): number {
  let count = 0;
  visit(document, { Field: (field) => void (field.alias && field.alias.value !== '__typename' && count++) });
  return count;
}

describe("the site's own operations under the query limits", () => {
  it('finds every document the web app, the journeys and the benchmarks send', () => {
    expect(unreadable).toEqual([]);
    // A floor, not a count: a walk that silently stopped finding documents fails here.
    expect(documents.length).toBeGreaterThan(120);
    expect(documents.filter((d) => !d.file.startsWith('apps/web')).length).toBeGreaterThan(5);
  });

  it.each(documents.map((d) => [`${d.file} ${d.name}`, d] as const))(
    '%s stays far below every limit',
    (_label, { document }) => {
      expect(validate(schema, document, [...specifiedRules, ...queryLimitRules()])).toEqual([]);
      const variables = sampleVariables(schema, document);
      const { complexity, depth } = complexityFromQuery(document, { schema, variables });
      expect.soft(complexity).toBeLessThanOrEqual(MAX_QUERY_COST / 2);
      expect.soft(depth).toBeLessThanOrEqual(QUERY_LIMITS.depth - 3);
      expect.soft(aliases(document)).toBeLessThanOrEqual(QUERY_LIMITS.aliases / 2);
      expect.soft(tokens(print(document))).toBeLessThanOrEqual(QUERY_LIMITS.tokens / 2);
    },
  );
});
