import type { Metadata } from 'next';
import { CustomFontsView } from '../../../features/custom-fonts/index.ts';
import { loadCaseStudies } from '../../../features/custom-fonts/server.ts';
import { readRuntimeConfig } from '../../../lib/env/runtime-config.ts';
import { serverT } from '../../../lib/i18n/server-translation.ts';
import { pageParam } from '../../../lib/routing/page-param.ts';

export function generateMetadata(): Metadata {
  const t = serverT();
  return { title: t('fontCategories.custom.title'), description: t('fontCategories.custom.intro') };
}

/** /fonts/custom: custom work, the enquiry mail link and the case studies (readCustomFontsCaseStudies). */
export default async function CustomFontsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const page = pageParam((await searchParams).page);
  const { nodes, pageInfo } = await loadCaseStudies(page);
  return (
    <CustomFontsView
      studies={nodes}
      pageInfo={pageInfo}
      page={page}
      apiUrl={readRuntimeConfig().apiUrl}
      t={serverT()}
    />
  );
}
