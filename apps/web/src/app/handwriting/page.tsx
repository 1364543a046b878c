import type { Metadata } from 'next';
import {
  HandwritingArchive,
  parseHandwritingQuery,
  ReadHandwritingQuery,
} from '../../features/handwriting/index.ts';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { serverT } from '../../lib/i18n/server-translation.ts';

export const generateMetadata = (): Metadata => ({ title: serverT()('handwriting.title') });

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /handwriting: the research archive's samples (readHandwritingSubmissions, 50 a page) and filters. */
export default async function HandwritingPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseHandwritingQuery(await searchParams);
  const result = await serverQuery(ReadHandwritingQuery, query, { revalidate: CATALOGUE_REVALIDATE_SECONDS });
  if (!result.ok) throw new Error(`readHandwritingSubmissions failed (${result.failure.kind})`);
  return (
    <HandwritingArchive data={result.data} query={query} apiUrl={readRuntimeConfig().apiUrl} t={serverT()} />
  );
}
