import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { loadStoryPreview } from './load-stories.ts';
import { StoryDetail } from './story-detail.tsx';

export type StoryPreviewParams = { params: Promise<{ token: string }> };

/** A preview is for the people it was sent to: never indexed. */
export async function storyPreviewMetadata({ params }: StoryPreviewParams): Promise<Metadata> {
  const story = await loadStoryPreview((await params).token);
  return {
    title: story ? story.title : serverT()('stories.notFound'),
    robots: { index: false, follow: false },
  };
}

/**
 * /preview/stories/{token}: a story as it will look, draft or not, for whoever holds a valid link
 * from the back office; an expired or forged link is a 404 like any unknown page.
 */
export async function StoryPreviewPage({ params }: StoryPreviewParams) {
  const story = await loadStoryPreview((await params).token);
  if (!story) notFound();
  return <StoryDetail story={story} apiUrl={readRuntimeConfig().apiUrl} t={serverT()} />;
}
