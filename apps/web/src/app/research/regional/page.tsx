import {
  type SearchParams,
  StoryListingPage,
  storyListingMetadata,
} from '../../../features/stories/story-listing-page.tsx';

export const generateMetadata = () => storyListingMetadata('REGIONAL');

/** /research/regional: regional research (readStories researchCategory REGIONAL). */
export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <StoryListingPage kind="REGIONAL" searchParams={searchParams} />;
}
