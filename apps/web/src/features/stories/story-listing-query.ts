import { researchCategoryPath, STORY_TYPE_PATHS } from '@foundry/domain/stories/story-path';
import type { VariablesOf } from '../../lib/graphql/graphql.ts';
import type { ReadStoriesQuery } from './queries/read-stories.ts';

type StoriesVariables = VariablesOf<typeof ReadStoriesQuery>;
type StoryType = NonNullable<StoriesVariables['type']>;
type ResearchCategory = NonNullable<StoriesVariables['researchCategory']>;

/** Which listing a page is: all stories, one type's route, or a research category. */
export type StoryListingKind = 'all' | StoryType | ResearchCategory;

/** A listing's filters: what its route fixes and, on /stories, the languages the visitor chose. */
export interface StoryListingFilters {
  kind: StoryListingKind;
  languages?: string[];
}

const RESEARCH_CATEGORIES: readonly string[] = ['REGIONAL', 'COGNITIVE'];

/** The route of a listing: /stories, /blog, /research/regional… */
export function storyListingPath(kind: StoryListingKind): string {
  if (kind === 'all') return '/stories';
  if (RESEARCH_CATEGORIES.includes(kind)) return researchCategoryPath(kind as ResearchCategory);
  return STORY_TYPE_PATHS[kind as StoryType];
}

/** The readStories filters of a listing (without paging). */
export function storyListingVariables(
  filters: StoryListingFilters,
): Pick<StoriesVariables, 'type' | 'researchCategory' | 'languages'> {
  const { kind } = filters;
  const languages = filters.languages?.length ? { languages: filters.languages } : {};
  if (kind === 'all') return languages;
  if (RESEARCH_CATEGORIES.includes(kind))
    return { type: 'RESEARCH', researchCategory: kind as ResearchCategory };
  return { type: kind as StoryType };
}

/** The address of a listing's page N with the same filters (the "Load more" link). */
export function storyListingHref(filters: StoryListingFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const language of filters.languages ?? []) params.append('language', language);
  if (page !== undefined && page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${storyListingPath(filters.kind)}${query ? `?${query}` : ''}`;
}

/** The ?language= values of /stories: short language codes only (anything else names no language). */
export function languagesParam(value: string | string[] | undefined): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return [...new Set(values.filter((code) => /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(code)))].slice(0, 10);
}
