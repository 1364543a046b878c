import { formatMovieDuration } from '@foundry/domain/stories/movie-duration';
import type { TFunction } from 'i18next';
import Image from 'next/image';
import Link from 'next/link';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { absoluteMediaUrl } from '../shop/index.ts';
import type { ListedStoryFields } from './queries/read-stories.ts';
import { formatStoryDate } from './story-dates.ts';

export type ListedStory = ResultOf<typeof ListedStoryFields>;

const CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** A story in a listing: cover, kind, title, date, authors and how long it takes. */
export function StoryCard({
  story,
  apiUrl,
  t,
  eager = false,
  headingLevel = 2,
}: {
  story: ListedStory;
  apiUrl: string;
  t: TFunction;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const length =
    story.movieDuration !== null
      ? formatMovieDuration(story.movieDuration)
      : story.readingTime > 0
        ? t('stories.readingTime', { count: story.readingTime })
        : null;
  return (
    <article className="story-card" data-story={story.url} lang={story.language}>
      <Link href={story.path} className="story-card__link">
        {story.coverImage ? (
          <Image
            src={absoluteMediaUrl(story.coverImage.url, apiUrl)}
            alt={story.coverImage.alt}
            width={story.coverImage.width}
            height={story.coverImage.height}
            sizes={CARD_IMAGE_SIZES}
            loading={eager ? 'eager' : 'lazy'}
          />
        ) : null}
        <p className="story-card__kind" lang="en">
          {story.researchCategory
            ? `${t(`stories.types.${story.type}`)} · ${t(`stories.researchCategories.${story.researchCategory}`)}`
            : t(`stories.types.${story.type}`)}
        </p>
        <Heading className="story-card__title">{story.title}</Heading>
      </Link>
      <p className="story-card__meta" lang="en">
        <time dateTime={story.date}>{formatStoryDate(story.date)}</time>
        {length ? <span> · {length}</span> : null}
      </p>
      {story.authors.length > 0 ? (
        <p className="story-card__authors" lang="en">
          {t('stories.by')}{' '}
          {story.authors.map((author, index) => (
            <span key={author.id}>
              {index > 0 ? ', ' : null}
              <Link href={`/authors/${encodeURIComponent(author.url)}`}>{author.title}</Link>
            </span>
          ))}
        </p>
      ) : null}
      {story.description ? <p className="story-card__description">{story.description}</p> : null}
    </article>
  );
}
