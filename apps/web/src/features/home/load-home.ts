import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { ReadHomeQuery } from './queries/read-home.ts';

/** Enough for the whole demo catalogue, and a long index on a real one. */
const HOME_FAMILY_COUNT = 48;
const HOME_STORY_COUNT = 3;
/** The first families of the catalogue's order are its newest: the foundry puts them first. */
const NEW_RELEASE_COUNT = 3;

type HomeData = ResultOf<typeof ReadHomeQuery>;

export interface HomeContent {
  hero: HomeData['readHomepageHero'];
  families: HomeData['readFamilies']['nodes'];
  newReleases: HomeData['readFamilies']['nodes'];
  stories: HomeData['readStories']['nodes'];
}

/**
 * What the home page shows, read once and cached like the catalogue. A failing API leaves the page
 * its own words and links (the failure is logged by serverQuery), never an error page for the front door.
 */
export async function loadHome(): Promise<HomeContent> {
  const result = await serverQuery(
    ReadHomeQuery,
    { familyCount: HOME_FAMILY_COUNT, storyCount: HOME_STORY_COUNT },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) return { hero: null, families: [], newReleases: [], stories: [] };
  const { readHomepageHero, readFamilies, readStories } = result.data;
  return {
    hero: readHomepageHero,
    families: readFamilies.nodes,
    newReleases: readFamilies.nodes.slice(0, NEW_RELEASE_COUNT),
    stories: readStories.nodes,
  };
}
