import { StoryPage, type StoryParams, storyMetadata } from '../../../features/stories/server.ts';
import { renderOnFirstVisit } from '../../../lib/cache/render-on-first-visit.ts';

export const generateStaticParams = renderOnFirstVisit;

export const generateMetadata = storyMetadata;

/** /articles/{url}: one article (readStories with url). */
export default function Page({ params }: StoryParams) {
  return <StoryPage type="ARTICLE" params={params} />;
}
