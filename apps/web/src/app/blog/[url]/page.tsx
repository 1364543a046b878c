import { StoryPage, type StoryParams, storyMetadata } from '../../../features/stories/server.ts';

export const generateMetadata = storyMetadata;

/** /blog/{url}: one blog post (readStories with url). */
export default function Page({ params }: StoryParams) {
  return <StoryPage type="BLOG" params={params} />;
}
