import type { TFunction } from 'i18next';
import Link from 'next/link';
import { type ListedStory, StoryCard } from '../stories/index.ts';

/** The latest stories, as the story listings show them. */
export function HomeStories({
  stories,
  apiUrl,
  t,
}: {
  stories: readonly ListedStory[];
  apiUrl: string;
  t: TFunction;
}) {
  if (stories.length === 0) return null;
  return (
    <section className="home-section home-stories" aria-labelledby="home-stories-title">
      <div className="home-section__head">
        <h2 id="home-stories-title">{t('browse.home.stories')}</h2>
        <Link href="/stories">{t('browse.home.storiesLink')}</Link>
      </div>
      <ul className="home-stories__list story-list">
        {stories.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} apiUrl={apiUrl} t={t} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
