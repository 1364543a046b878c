import { notFound, permanentRedirect } from 'next/navigation';
import { loadStory } from '../../../features/stories/server.ts';
import { renderOnFirstVisit } from '../../../lib/cache/render-on-first-visit.ts';

export const generateStaticParams = renderOnFirstVisit;

type Params = { params: Promise<{ url: string }> };

/**
 * /stories/{url}: older links (and the homepage hero) name a story without its type; it lives under
 * its type's route, so this moves there for good.
 */
export default async function StoryByUrl({ params }: Params) {
  let url = '';
  try {
    url = decodeURIComponent((await params).url);
  } catch {
    // a malformed escape names no story
  }
  const story = await loadStory(url);
  if (!story) notFound();
  permanentRedirect(story.path);
}
