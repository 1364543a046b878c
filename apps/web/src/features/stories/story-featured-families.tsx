import type { TFunction } from 'i18next';
import { FamilyFontFaces, FamilyNameLink } from '../catalogue/index.ts';
import type { LoadedStory } from './load-stories.ts';

/** The families a story features, each name set in its own font and linking to its page. */
export function StoryFeaturedFamilies({
  families,
  t,
}: {
  families: LoadedStory['featuredFamilies'];
  t: TFunction;
}) {
  if (families.length === 0) return null;
  return (
    <aside className="story__families" aria-labelledby="story-families-title" lang="en">
      <FamilyFontFaces families={families} />
      <h2 id="story-families-title">{t('stories.featuredFamilies')}</h2>
      <ul>
        {families.map((family) => (
          <li key={family.id}>
            <FamilyNameLink family={family} className="story__family" />
          </li>
        ))}
      </ul>
    </aside>
  );
}
