import { type SearchParams, StoryListingPage, storyListingMetadata } from '../../features/stories/server.ts';

export const generateMetadata = () => storyListingMetadata('BLOG');

/** /blog: blog posts newest first (readStories type BLOG). */
export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <StoryListingPage kind="BLOG" searchParams={searchParams} />;
}
