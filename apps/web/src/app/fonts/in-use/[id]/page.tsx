import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { FontsInUseDetail, ReadFontsInUseDetailQuery } from '../../../../features/fonts-in-use/index.ts';
import { readRuntimeConfig } from '../../../../lib/env/runtime-config.ts';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../../../lib/graphql/server-query.ts';
import { serverT } from '../../../../lib/i18n/server-translation.ts';

type Params = { params: Promise<{ id: string }> };

// Metadata and page ask once per request.
const loadShowcase = cache(async (id: string) => {
  // Ids are positive integers; anything else names no showcase (and is not sent to the API).
  if (!/^\d{1,10}$/.test(id)) return null;
  const result = await serverQuery(
    ReadFontsInUseDetailQuery,
    { id },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readFontsInUse failed (${result.failure.kind})`);
  return result.data.readFontsInUse.nodes[0] ?? null;
});

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const showcase = await loadShowcase((await params).id);
  if (!showcase) return { title: serverT()('fontsInUse.notFound') };
  return { title: showcase.title, ...(showcase.description ? { description: showcase.description } : {}) };
}

/** /fonts/in-use/{id}: one showcase (readFontsInUse with page size 1). */
export default async function FontsInUseDetailPage({ params }: Params) {
  const showcase = await loadShowcase((await params).id);
  if (!showcase) notFound();
  return <FontsInUseDetail showcase={showcase} apiUrl={readRuntimeConfig().apiUrl} t={serverT()} />;
}
