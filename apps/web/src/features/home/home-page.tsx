import type { TFunction } from 'i18next';
import { FamilyFontFaces } from '../catalogue/index.ts';
import { HomeFamilyIndex } from './home-family-index.tsx';
import { HomeHero } from './home-hero.tsx';
import { HomeNewReleases } from './home-new-releases.tsx';
import { HomeStories } from './home-stories.tsx';
import type { HomeContent } from './load-home.ts';

/**
 * The home page as a specimen: the foundry's line, its newest families, every typeface set in its
 * own font, and the latest stories (docs/browsing.md). Nothing per visitor is read here, so the page
 * is cached whole.
 */
export function HomePage({ content, apiUrl, t }: { content: HomeContent; apiUrl: string; t: TFunction }) {
  return (
    <>
      <HomeHero
        title={content.hero?.title || t('browse.home.title')}
        intro={t('browse.home.intro')}
        link={{ href: content.hero?.link || '/fonts', label: t('home.browseFonts') }}
      />
      {/* After the hero: a stylesheet linked in the body holds back the painting of everything after
          it, and the hero's title (the page's largest paint) is set in the interface font. */}
      <FamilyFontFaces families={content.families} />
      <div className="home">
        <HomeNewReleases families={content.newReleases} t={t} />
        <HomeFamilyIndex families={content.families} t={t} />
        <HomeStories stories={content.stories} apiUrl={apiUrl} t={t} />
      </div>
    </>
  );
}
