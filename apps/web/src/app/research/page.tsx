import { type SearchParams, StoryListingPage, storyListingMetadata } from '../../features/stories/server.ts';

export const generateMetadata = () => storyListingMetadata('RESEARCH');

/** /research: research newest first (readStories type RESEARCH). */
export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <StoryListingPage kind="RESEARCH" searchParams={searchParams} />;
}
