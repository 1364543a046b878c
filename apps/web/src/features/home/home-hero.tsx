import Link from 'next/link';

interface HomeHeroProps {
  title: string;
  intro: string;
  link: { href: string; label: string };
}

/**
 * The first screen: the foundry's line in live type on ink, and the way into the fonts. No picture:
 * every word is text (the seeded hero pictures have their own lettering, which nobody can read aloud).
 */
export function HomeHero({ title, intro, link }: HomeHeroProps) {
  return (
    <section className="hero home-hero" aria-labelledby="home-title">
      <div className="home-hero__inner">
        <h1 id="home-title" className="home-hero__title">
          {title}
        </h1>
        <p className="home-hero__intro">{intro}</p>
        <Link href={link.href} className="home-hero__link">
          {link.label}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </section>
  );
}
