import {
  type SearchParams,
  StoryListingPage,
  storyListingMetadata,
} from '../../features/stories/story-listing-page.tsx';

export const generateMetadata = () => storyListingMetadata('all');

/** /stories: every published story newest first, filtered by ?language= (readStories, readStoriesLanguages). */
export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <StoryListingPage kind="all" searchParams={searchParams} />;
}
