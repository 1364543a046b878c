import type { TFunction } from 'i18next';
import Image from 'next/image';
import { type FragmentOf, readFragment } from '../../lib/graphql/graphql.ts';
import { InlineMarkdown } from '../help/index.ts';
import { type SchemaBlockData, SchemaBlockView } from '../page-blocks/index.ts';
import { absoluteMediaUrl } from '../shop/index.ts';
import { PageBlockFragment } from './queries/static-page-queries.ts';

export type PageBlockData = FragmentOf<typeof PageBlockFragment>;

/**
 * The blocks of a static page or newsletter issue, in order. Paragraph and list texts are inline
 * Markdown, rendered as React elements (never as HTML). Consecutive person blocks form one team list.
 */
export function PageBlocks({
  blocks,
  apiUrl,
}: {
  blocks: readonly PageBlockData[];
  apiUrl: string;
  t?: TFunction;
}) {
  const read = blocks.map((block) => readFragment(PageBlockFragment, block));
  const groups: (typeof read)[] = [];
  for (const block of read) {
    const previous = groups.at(-1);
    if (block.__typename === 'PersonBlock' && previous?.[0]?.__typename === 'PersonBlock')
      previous.push(block);
    else groups.push([block]);
  }
  return (
    <div className="page-blocks">
      {groups.map((group, index) => {
        const key = `block-${index}`;
        const [block] = group;
        if (!block) return null;
        switch (block.__typename) {
          case 'StoryParagraphBlock':
            return (
              <p key={key}>
                <InlineMarkdown text={block.text} />
              </p>
            );
          case 'StoryHeadlineBlock':
            return block.level === 2 ? (
              <h2 key={key}>{block.text}</h2>
            ) : block.level === 3 ? (
              <h3 key={key}>{block.text}</h3>
            ) : (
              <h4 key={key}>{block.text}</h4>
            );
          case 'StoryListBlock': {
            const items = block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the items of a block are in a fixed order
              <li key={itemIndex}>
                <InlineMarkdown text={item} />
              </li>
            ));
            return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
          }
          case 'StoryPullquoteBlock':
            return (
              <figure key={key} className="page-blocks__pullquote">
                <blockquote>
                  <p>{block.text}</p>
                </blockquote>
                {block.attribution && <figcaption>{block.attribution}</figcaption>}
              </figure>
            );
          case 'StoryImageBlock':
            return (
              <figure key={key} className="page-blocks__image">
                <Image
                  src={absoluteMediaUrl(block.image.url, apiUrl)}
                  width={block.image.width}
                  height={block.image.height}
                  alt={block.image.alt}
                  sizes="(min-width: 46rem) 46rem, 100vw"
                />
                {block.caption && <figcaption>{block.caption}</figcaption>}
              </figure>
            );
          case 'PersonBlock':
            return (
              <ul key={key} className="page-blocks__people">
                {group.map((person) =>
                  person.__typename === 'PersonBlock' ? (
                    <li key={person.name}>
                      <strong>{person.name}</strong>
                      {person.role && <span className="page-blocks__role">{person.role}</span>}
                      {person.about && <p>{person.about}</p>}
                    </li>
                  ) : null,
                )}
              </ul>
            );
          default:
            return <SchemaBlockView key={key} block={block as SchemaBlockData} apiUrl={apiUrl} />;
        }
      })}
    </div>
  );
}
