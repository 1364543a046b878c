import Image from 'next/image';
import Link from 'next/link';
import { type FragmentOf, readFragment } from '../../lib/graphql/graphql.ts';
import { absoluteMediaUrl } from '../shop/index.ts';
import { fontsInUseDetailPath } from './fonts-in-use-query.ts';
import { FontsInUseCardFragment } from './queries/read-fonts-in-use.ts';

/** Widths a card's picture takes: one column on phones, up to three on wide screens (fonts-in-use.css). */
export const FONTS_IN_USE_CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** A showcase in the list: its first picture, title, designer and year, and the families used. */
export function FontsInUseCard({
  showcase: fragment,
  apiUrl,
  eager = false,
}: {
  showcase: FragmentOf<typeof FontsInUseCardFragment>;
  apiUrl: string;
  /** The first cards are above the fold: load their pictures at once. */
  eager?: boolean;
}) {
  const showcase = readFragment(FontsInUseCardFragment, fragment);
  const picture = showcase.images[0];
  return (
    <article className="fonts-in-use-card" data-fonts-in-use={showcase.id}>
      <Link href={fontsInUseDetailPath(showcase.id)} className="fonts-in-use-card__link">
        {picture ? (
          <Image
            src={absoluteMediaUrl(picture.url, apiUrl)}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            sizes={FONTS_IN_USE_CARD_IMAGE_SIZES}
            loading={eager ? 'eager' : 'lazy'}
          />
        ) : null}
        <h2 className="fonts-in-use-card__title">{showcase.title}</h2>
      </Link>
      <p className="fonts-in-use-card__meta">
        {[showcase.designer, showcase.year, showcase.category].filter(Boolean).join(' · ')}
      </p>
      <p className="fonts-in-use-card__families">
        {showcase.families.map((family) => family.title).join(', ')}
      </p>
    </article>
  );
}
