import type { PageInfo } from '@foundry/domain';
import { DEFAULT_PAGE_SIZE } from '@foundry/domain';
import type { TFunction } from 'i18next';
import Link from 'next/link';
import type { ListedStory } from './story-card.tsx';
import { StoryLanguageFilter, type StoryLanguageOption } from './story-language-filter.tsx';
import { StoryList } from './story-list.tsx';
import { type StoryListingFilters, type StoryListingKind, storyListingPath } from './story-listing-query.ts';

const RESEARCH_KINDS: StoryListingKind[] = ['RESEARCH', 'REGIONAL', 'COGNITIVE'];

/** Links between /research and its categories, the current one marked. */
function ResearchNav({ kind, t }: { kind: StoryListingKind; t: TFunction }) {
  const links: { kind: StoryListingKind; label: string }[] = [
    { kind: 'RESEARCH', label: t('stories.allResearch') },
    { kind: 'REGIONAL', label: t('stories.researchCategories.REGIONAL') },
    { kind: 'COGNITIVE', label: t('stories.researchCategories.COGNITIVE') },
  ];
  return (
    <nav className="story-filter" aria-label={t('stories.researchNav')}>
      <ul>
        {links.map((link) => (
          <li key={link.kind}>
            <Link href={storyListingPath(link.kind)} aria-current={link.kind === kind ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A story listing page: title, intro, its filters and the stories with "Load more". */
export function StoryListing({
  filters,
  stories,
  pageInfo,
  page,
  languages,
  t,
}: {
  filters: StoryListingFilters;
  stories: ListedStory[];
  pageInfo: PageInfo;
  page: number;
  /** The /stories language filter; absent on the other listings. */
  languages?: StoryLanguageOption[];
  t: TFunction;
}) {
  return (
    <div className="page stories">
      <h1>{t(`stories.listings.${filters.kind}.title`)}</h1>
      <p className="stories__intro">{t(`stories.listings.${filters.kind}.intro`)}</p>
      {RESEARCH_KINDS.includes(filters.kind) ? <ResearchNav kind={filters.kind} t={t} /> : null}
      {languages ? (
        <StoryLanguageFilter languages={languages} chosen={filters.languages ?? []} t={t} />
      ) : null}
      <StoryList
        // A new filter is a new list.
        key={JSON.stringify(filters)}
        nodes={stories}
        pageInfo={pageInfo}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        filters={filters}
      />
      <p className="stories__rss">
        <a href="/rss" type="application/rss+xml">
          {t('stories.rss.subscribe')}
        </a>
      </p>
    </div>
  );
}
