import { StoryPage, type StoryParams, storyMetadata } from '../../../features/stories/server.ts';

export const generateMetadata = storyMetadata;

/** /movies/{url}: one movie (readStories with url). */
export default function Page({ params }: StoryParams) {
  return <StoryPage type="MOVIE" params={params} />;
}
