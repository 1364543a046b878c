import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudyDetail } from '../../../../features/custom-fonts/index.ts';
import { loadCaseStudy } from '../../../../features/custom-fonts/server.ts';
import { PageCrumb } from '../../../../features/navigation/index.ts';
import { readRuntimeConfig } from '../../../../lib/env/runtime-config.ts';
import { serverT } from '../../../../lib/i18n/server-translation.ts';

type Params = { params: Promise<{ url: string }> };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return ''; // a malformed escape names no case study
  }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const study = await loadCaseStudy(decoded((await params).url));
  if (!study) return { title: serverT()('fontCategories.custom.notFound') };
  return { title: study.title, description: study.summary };
}

/** /fonts/custom/{url}: one case study (readCustomFontsCaseStudies with url). */
export default async function CaseStudyPage({ params }: Params) {
  const study = await loadCaseStudy(decoded((await params).url));
  if (!study) notFound();
  return (
    <>
      <PageCrumb title={study.title} />
      <CaseStudyDetail study={study} apiUrl={readRuntimeConfig().apiUrl} t={serverT()} />
    </>
  );
}
