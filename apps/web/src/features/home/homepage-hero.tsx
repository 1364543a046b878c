import Image from 'next/image';
import Link from 'next/link';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import type { ReadHomepageHeroQuery } from './queries/read-homepage-hero.ts';

export type Hero = NonNullable<ResultOf<typeof ReadHomepageHeroQuery>['readHomepageHero']>;

interface HomepageHeroProps {
  hero: Hero | null;
  /** Shown when the hero has no title, or there is no hero at all. */
  fallbackTitle: string;
  fallbackLink: { href: string; label: string };
  /** Base for media URLs the API gives relative to itself. */
  apiUrl: string;
}

/** The first screen of the home page: an image, or a muted looping video, under the title. */
export function HomepageHero({ hero, fallbackTitle, fallbackLink, apiUrl }: HomepageHeroProps) {
  const image = hero?.image ? { ...hero.image, url: new URL(hero.image.url, apiUrl).href } : null;
  const video = hero?.video ? new URL(hero.video, apiUrl).href : null;
  const isVideo = hero !== null && hero.kind !== 'image' && video !== null;
  const title = hero?.title || fallbackTitle;
  const link = hero?.link || fallbackLink.href;

  return (
    <section className="hero" data-hero-kind={hero ? hero.kind : 'none'}>
      {isVideo ? (
        <video
          className="hero__media"
          src={video}
          poster={image?.url}
          autoPlay
          muted
          loop
          playsInline
          aria-label={image?.alt || title}
        />
      ) : image ? (
        <Image className="hero__media" src={image.url} alt={image.alt} fill sizes="100vw" preload />
      ) : null}
      <div className="hero__text">
        <h1>{title}</h1>
        <Link href={link}>{fallbackLink.label}</Link>
      </div>
    </section>
  );
}
