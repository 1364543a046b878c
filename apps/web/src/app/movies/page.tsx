import {
  type SearchParams,
  StoryListingPage,
  storyListingMetadata,
} from '../../features/stories/story-listing-page.tsx';

export const generateMetadata = () => storyListingMetadata('MOVIE');

/** /movies: movies newest first (readStories type MOVIE). */
export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <StoryListingPage kind="MOVIE" searchParams={searchParams} />;
}
