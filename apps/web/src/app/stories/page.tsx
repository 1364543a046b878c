import { type SearchParams, StoryListingPage, storyListingMetadata } from '../../features/stories/server.ts';

export const generateMetadata = () => storyListingMetadata('all');

/** /stories: every published story newest first, filtered by ?language= (readStories, readStoriesLanguages). */
export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <StoryListingPage kind="all" searchParams={searchParams} />;
}
