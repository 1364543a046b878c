import { formatMovieDuration, isoMovieDuration } from '@foundry/domain/stories/movie-duration';
import { STORY_TEXT_COLOURS, storyText } from '@foundry/domain/stories/story-colours';
import type { TFunction } from 'i18next';
import Link from 'next/link';
import type { CSSProperties } from 'react';
import type { LoadedStory } from './load-stories.ts';
import { StoryBlocks } from './story-blocks.tsx';
import { StoryCard } from './story-card.tsx';
import { formatStoryDate } from './story-dates.ts';
import { StoryFeaturedFamilies } from './story-featured-families.tsx';
import { storyListingPath } from './story-listing-query.ts';
import { StorySeriesNav } from './story-series-nav.tsx';
import { StoryTranslations } from './story-translations.tsx';

/** Only plain CSS colours reach the style attribute: #rgb(a), #rrggbb(aa) or a colour name. */
function safeColour(value: string | null): string | undefined {
  return value && /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20})$/.test(value) ? value : undefined;
}

/** A story page: the story in its theme and background colour, its authors, fonts and related stories. */
export function StoryDetail({ story, apiUrl, t }: { story: LoadedStory; apiUrl: string; t: TFunction }) {
  const background = safeColour(story.backgroundColor);
  // The text turns light or dark (or pure white or black) to read at 4.5:1 on the background.
  const text = storyText(story.theme, background ?? null);
  // On a middle grey only pure white or black reads well enough: the quieter text takes it too.
  const pure = text.color !== STORY_TEXT_COLOURS[text.theme];
  const style = background
    ? ({
        '--story-background': background,
        color: text.color,
        ...(pure ? { '--muted': text.color } : {}),
      } as CSSProperties)
    : undefined;
  return (
    <div className={`story story--${text.theme}`} style={style}>
      <article className="page story__article" lang={story.language}>
        <header className="story__header">
          <p className="story__kind" lang="en">
            <Link href={storyListingPath(story.type)}>{t(`stories.types.${story.type}`)}</Link>
            {story.researchCategory ? (
              <>
                {' · '}
                <Link href={storyListingPath(story.researchCategory)}>
                  {t(`stories.researchCategories.${story.researchCategory}`)}
                </Link>
              </>
            ) : null}
          </p>
          <h1>{story.title}</h1>
          {story.description ? <p className="story__description">{story.description}</p> : null}
          <p className="story__meta" lang="en">
            {story.authors.length > 0 ? (
              <span className="story__authors">
                {t('stories.by')}{' '}
                {story.authors.map((author, index) => (
                  <span key={author.id}>
                    {index > 0 ? ', ' : null}
                    <Link href={`/authors/${encodeURIComponent(author.url)}`} rel="author">
                      {author.title}
                    </Link>
                  </span>
                ))}
                {' · '}
              </span>
            ) : null}
            <time dateTime={story.date}>{formatStoryDate(story.date)}</time>
            {story.readingTime > 0 && story.movieDuration === null ? (
              <span> · {t('stories.readingTime', { count: story.readingTime })}</span>
            ) : null}
            {story.movieDuration !== null ? (
              <span>
                {' · '}
                <time dateTime={isoMovieDuration(story.movieDuration)}>
                  {t('stories.duration', { duration: formatMovieDuration(story.movieDuration) })}
                </time>
              </span>
            ) : null}
          </p>
          {story.movieUrl ? (
            <p>
              <a className="button" href={story.movieUrl}>
                {t('stories.watch')}
              </a>
            </p>
          ) : null}
          <StoryTranslations translations={story.translations} t={t} />
          {story.series ? <StorySeriesNav storyId={story.id} series={story.series} t={t} /> : null}
        </header>
        <StoryBlocks blocks={story.blocks} apiUrl={apiUrl} />
        <StoryFeaturedFamilies families={story.featuredFamilies} t={t} />
      </article>
      {story.relatedStories.length > 0 ? (
        <section className="page story__related" aria-labelledby="story-related-title">
          <h2 id="story-related-title">{t('stories.related')}</h2>
          <ul className="story-list">
            {story.relatedStories.map((related) => (
              <li key={related.id}>
                <StoryCard story={related} apiUrl={apiUrl} t={t} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
