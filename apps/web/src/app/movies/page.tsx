import { type SearchParams, StoryListingPage, storyListingMetadata } from '../../features/stories/server.ts';

export const generateMetadata = () => storyListingMetadata('MOVIE');

/** /movies: movies newest first (readStories type MOVIE). */
export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <StoryListingPage kind="MOVIE" searchParams={searchParams} />;
}
