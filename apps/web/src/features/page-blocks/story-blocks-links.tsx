'use client';

import Link from 'next/link';
import { PAGE_BLOCKS_TEXTS } from '../../lib/i18n/areas/page-blocks.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { BlockImage } from './block-image.tsx';
import type { BlockOf } from './schema-block-data.ts';

type BlockStory = NonNullable<BlockOf<'StoryLinkBlock'>['story']>;

function StoryCardLink({
  story,
  label,
  apiUrl,
}: {
  story: BlockStory;
  label?: string | null;
  apiUrl: string;
}) {
  return (
    <article className="page-block__story">
      {story.coverImage ? (
        <BlockImage image={story.coverImage} apiUrl={apiUrl} sizes="(min-width: 48rem) 15rem, 40vw" />
      ) : null}
      <div>
        <Link href={story.path}>{label ?? story.title}</Link>
        {story.description ? <p>{story.description}</p> : null}
      </div>
    </article>
  );
}

export function StoryLinkBlockView({ block, apiUrl }: { block: BlockOf<'StoryLinkBlock'>; apiUrl: string }) {
  if (!block.story) return null;
  return (
    <div className="page-block page-block--story-link">
      <StoryCardLink story={block.story} label={block.label} apiUrl={apiUrl} />
    </div>
  );
}

export function RelatedStoriesBlockView({
  block,
  apiUrl,
}: {
  block: BlockOf<'RelatedStoriesBlock'>;
  apiUrl: string;
}) {
  if (block.stories.length === 0) return null;
  return (
    <section className="page-block page-block--related" aria-label={block.title}>
      <h2>{block.title}</h2>
      <ul>
        {block.stories.map((story) => (
          <li key={story.id}>
            <StoryCardLink story={story} apiUrl={apiUrl} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AuthorBioBlockView({ block, apiUrl }: { block: BlockOf<'AuthorBioBlock'>; apiUrl: string }) {
  const { t } = useTexts(PAGE_BLOCKS_TEXTS);
  const author = block.author;
  if (!author) return null;
  return (
    <aside
      className="page-block page-block--author"
      aria-label={t('pageBlocks.aboutAuthor', { name: author.title })}
    >
      {author.coverImage ? <BlockImage image={author.coverImage} apiUrl={apiUrl} sizes="6rem" /> : null}
      <div>
        <p className="page-block__title">
          <Link href={`/authors/${encodeURIComponent(author.url)}`}>{author.title}</Link>
        </p>
        {author.about ? <p>{author.about}</p> : null}
      </div>
    </aside>
  );
}
