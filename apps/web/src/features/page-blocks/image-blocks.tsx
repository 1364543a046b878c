import { InlineMarkdown } from '../help/index.ts';
import { BlockImage } from './block-image.tsx';
import type { BlockOf } from './schema-block-data.ts';

const COLUMN = '(min-width: 48rem) 46rem, 100vw';

type SingleImage = BlockOf<'ImageFullBlock'> | BlockOf<'ImageWideBlock'> | BlockOf<'ImageInlineBlock'>;

const SINGLE_LAYOUT: Record<SingleImage['__typename'], { modifier: string; sizes: string }> = {
  ImageFullBlock: { modifier: 'full', sizes: '100vw' },
  ImageWideBlock: { modifier: 'wide', sizes: '(min-width: 72rem) 70rem, 100vw' },
  ImageInlineBlock: { modifier: 'inline', sizes: '(min-width: 48rem) 20rem, 100vw' },
};

/** One picture: across the window, wider than the text, or floated beside it. */
export function SingleImageBlockView({ block, apiUrl }: { block: SingleImage; apiUrl: string }) {
  const { modifier, sizes } = SINGLE_LAYOUT[block.__typename];
  return (
    <figure className={`page-block page-block--image-${modifier}`}>
      <BlockImage image={block.image} apiUrl={apiUrl} sizes={sizes} />
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  );
}

/** Two pictures side by side, or a grid of three to twelve, under one caption. */
export function ImageSetBlockView({
  block,
  apiUrl,
}: {
  block: BlockOf<'ImagePairBlock'> | BlockOf<'ImageGridBlock'>;
  apiUrl: string;
}) {
  const pair = block.__typename === 'ImagePairBlock';
  return (
    <figure className={`page-block page-block--image-${pair ? 'pair' : 'grid'}`}>
      <div className="page-block__images">
        {block.images.map((image, index) => (
          <BlockImage
            // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may appear twice
            key={index}
            image={image}
            apiUrl={apiUrl}
            sizes={pair ? '(min-width: 48rem) 23rem, 50vw' : '(min-width: 48rem) 15rem, 50vw'}
          />
        ))}
      </div>
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  );
}

/** Pictures each with its own caption, as a list. */
export function GalleryBlockView({ block, apiUrl }: { block: BlockOf<'GalleryBlock'>; apiUrl: string }) {
  return (
    <section className="page-block page-block--gallery" aria-label={block.title ?? undefined}>
      {block.title ? <h2>{block.title}</h2> : null}
      <ul>
        {block.pictures.map((picture, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may appear twice
          <li key={index}>
            <figure>
              <BlockImage image={picture.image} apiUrl={apiUrl} sizes={COLUMN} />
              {picture.caption ? <figcaption>{picture.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function QuoteWithImageBlockView({
  block,
  apiUrl,
}: {
  block: BlockOf<'QuoteWithImageBlock'>;
  apiUrl: string;
}) {
  return (
    <figure className="page-block page-block--quote-image">
      <BlockImage image={block.image} apiUrl={apiUrl} sizes="(min-width: 48rem) 16rem, 40vw" />
      <div>
        <blockquote>
          <p>
            <InlineMarkdown text={block.text} />
          </p>
        </blockquote>
        {block.attribution ? <figcaption>{block.attribution}</figcaption> : null}
      </div>
    </figure>
  );
}
