import type { Metadata } from 'next';
import {
  namesUnknownFamilies,
  parseTestingState,
  TESTING_MAX_FAMILIES,
  TypeTesting,
} from '../../features/testing/index.ts';
import { loadTestingFamilies } from '../../features/testing/server.ts';
import { serverT } from '../../lib/i18n/server-translation.ts';

export function generateMetadata(): Metadata {
  const t = serverT();
  return {
    title: t('fontCategories.testing.title'),
    description: t('fontCategories.testing.intro', { max: TESTING_MAX_FAMILIES }),
  };
}

/** /testing: the type-testing tool; the address (?families=&text=&size=) holds what it shows. */
export default async function TestingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const t = serverT();
  const params = await searchParams;
  const families = await loadTestingFamilies();
  const known = new Set(families.map((family) => family.url));
  const initial = parseTestingState(params, known);
  return (
    <div className="page testing">
      <h1>{t('fontCategories.testing.title')}</h1>
      <p>{t('fontCategories.testing.intro', { max: TESTING_MAX_FAMILIES })}</p>
      {namesUnknownFamilies(params, known) ? (
        <p role="status">{t('fontCategories.testing.unknownFamilies')}</p>
      ) : null}
      {/* A new address (a shared link opened in place) starts the tool from it. */}
      <TypeTesting key={JSON.stringify(initial)} families={families} initial={initial} />
    </div>
  );
}
