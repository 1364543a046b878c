import {
  type SearchParams,
  StoryListingPage,
  storyListingMetadata,
} from '../../../features/stories/server.ts';

export const generateMetadata = () => storyListingMetadata('COGNITIVE');

/** /research/cognitive: cognitive research (readStories researchCategory COGNITIVE). */
export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <StoryListingPage kind="COGNITIVE" searchParams={searchParams} />;
}
