import { expect } from 'vitest';
import type { GraphQLResponse, TestApp } from './harness.ts';

export interface PageInfo {
  hasNextPage: boolean;
  nextPage: number;
}

export interface CatalogueFamily {
  id: string;
  url: string;
  flavor: string | null;
  supportedScripts: string[];
  familyEncodings: { encoding: { id: string; url: string } }[];
  encoding: { url: string } | null;
  variableFonts: { id: string }[];
}

/** The reads the family tests share, over the test app of the calling file. */
export function familyReaders(testApp: () => TestApp) {
  /** Runs a query that must succeed and returns its data. */
  async function read<Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> {
    const response: GraphQLResponse<Data> = await testApp().graphql<Data>(query, variables);
    expect(response.body.errors).toBeUndefined();
    if (!response.body.data) throw new Error('no data');
    return response.body.data;
  }

  /** The demo catalogue's families by URL. */
  async function familyIdsByUrl(): Promise<Map<string, string>> {
    const data = await read<{ readFamilies: { nodes: { id: string; url: string }[] } }>(
      '{ readFamilies(pageSize: 500) { nodes { id url } } }',
    );
    return new Map(data.readFamilies.nodes.map((family) => [family.url, family.id]));
  }

  /** The whole demo catalogue through readFamilies, to check the other reads against. */
  async function catalogue(): Promise<CatalogueFamily[]> {
    const data = await read<{ readFamilies: { nodes: CatalogueFamily[] } }>(
      `{ readFamilies(pageSize: 500) { nodes {
          id url flavor supportedScripts familyEncodings { encoding { id url } } encoding { url } variableFonts { id }
      } } }`,
    );
    return data.readFamilies.nodes;
  }
  return { read, familyIdsByUrl, catalogue };
}
