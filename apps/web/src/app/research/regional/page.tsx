import {
  type SearchParams,
  StoryListingPage,
  storyListingMetadata,
} from '../../../features/stories/server.ts';

export const generateMetadata = () => storyListingMetadata('REGIONAL');

/** /research/regional: regional research (readStories researchCategory REGIONAL). */
export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <StoryListingPage kind="REGIONAL" searchParams={searchParams} />;
}
