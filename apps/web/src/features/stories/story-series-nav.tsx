import type { TFunction } from 'i18next';
import Link from 'next/link';
import type { LoadedStory } from './load-stories.ts';

type StorySeries = NonNullable<LoadedStory['series']>;

/**
 * "Part 2 of 3 in the series …" with links to the part before and after. A story not among the
 * published parts (a draft seen through its preview link) is only said to belong to the series.
 */
export function StorySeriesNav({
  storyId,
  series,
  t,
}: {
  storyId: string;
  series: StorySeries;
  t: TFunction;
}) {
  const index = series.stories.findIndex((part) => part.id === storyId);
  const previous = index > 0 ? series.stories[index - 1] : undefined;
  const next = index >= 0 ? series.stories[index + 1] : undefined;
  return (
    <nav className="story-series" aria-label={t('stories.series.label')} lang="en">
      <p className="story-series__part">
        {index >= 0
          ? t('stories.series.part', { part: index + 1, count: series.stories.length, series: series.title })
          : t('stories.series.partOf', { series: series.title })}
      </p>
      {previous || next ? (
        <ul className="story-series__steps">
          {previous ? (
            <li>
              <Link href={previous.path} rel="prev">
                {t('stories.series.previous', { title: previous.title })}
              </Link>
            </li>
          ) : null}
          {next ? (
            <li>
              <Link href={next.path} rel="next">
                {t('stories.series.next', { title: next.title })}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}
