import {
  StoryPreviewPage,
  type StoryPreviewParams,
  storyPreviewMetadata,
} from '../../../../features/stories/server.ts';

export const generateMetadata = storyPreviewMetadata;

/** /preview/stories/{token}: a story's preview link from the back office (readStoryPreview). */
export default function Page({ params }: StoryPreviewParams) {
  return <StoryPreviewPage params={params} />;
}
