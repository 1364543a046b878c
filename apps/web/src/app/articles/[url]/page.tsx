import { StoryPage, type StoryParams, storyMetadata } from '../../../features/stories/server.ts';

export const generateMetadata = storyMetadata;

/** /articles/{url}: one article (readStories with url). */
export default function Page({ params }: StoryParams) {
  return <StoryPage type="ARTICLE" params={params} />;
}
