import { type SearchParams, StoryListingPage, storyListingMetadata } from '../../features/stories/server.ts';

export const generateMetadata = () => storyListingMetadata('ARTICLE');

/** /articles: articles newest first (readStories type ARTICLE). */
export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <StoryListingPage kind="ARTICLE" searchParams={searchParams} />;
}
