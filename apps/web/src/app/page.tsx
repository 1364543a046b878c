import { HomepageHero, ReadHomepageHeroQuery } from '../features/home/index.ts';
import { readRuntimeConfig } from '../lib/env/runtime-config.ts';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../lib/graphql/server-query.ts';
import { serverT } from '../lib/i18n/server-translation.ts';

export default async function HomePage() {
  const t = serverT();
  const result = await serverQuery(ReadHomepageHeroQuery, {}, { revalidate: CATALOGUE_REVALIDATE_SECONDS });
  // Without its hero the home page still works: the failure is logged by serverQuery.
  const hero = result.ok ? result.data.readHomepageHero : null;
  return (
    <HomepageHero
      hero={hero}
      fallbackTitle={t('home.title')}
      fallbackLink={{ href: '/fonts', label: t('home.browseFonts') }}
      apiUrl={readRuntimeConfig().apiUrl}
    />
  );
}
