import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { PageCrumb } from '../navigation/index.ts';
import { loadStory } from './load-stories.ts';
import { StoryDetail } from './story-detail.tsx';

export type StoryParams = { params: Promise<{ url: string }> };
type StoryType = 'ARTICLE' | 'BLOG' | 'MOVIE' | 'RESEARCH';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return ''; // a malformed escape names no story
  }
}

export async function storyMetadata({ params }: StoryParams): Promise<Metadata> {
  const story = await loadStory(decoded((await params).url));
  if (!story) return { title: serverT()('stories.notFound') };
  return {
    title: story.title,
    description: story.description ?? undefined,
    alternates: {
      canonical: story.path,
      // rel="alternate" hreflang: the story itself and each translation in its language.
      ...(story.translations.length > 0
        ? {
            languages: Object.fromEntries([
              [story.language, story.path],
              ...story.translations.map((translation) => [translation.language, translation.path]),
            ]),
          }
        : {}),
    },
    openGraph: {
      type: 'article',
      title: story.title,
      ...(story.description ? { description: story.description } : {}),
      publishedTime: story.date,
      authors: story.authors.map((author) => author.title),
    },
  };
}

/**
 * A story page under its type's route. A story asked under another type's route moves for good to
 * its own (links from before a story changed type keep working).
 */
export async function StoryPage({ type, params }: StoryParams & { type: StoryType }) {
  const story = await loadStory(decoded((await params).url));
  if (!story) notFound();
  if (story.type !== type) permanentRedirect(story.path);
  return (
    <>
      <PageCrumb title={story.title} />
      <StoryDetail story={story} apiUrl={readRuntimeConfig().apiUrl} t={serverT()} />
    </>
  );
}
