// The public surface of the home feature: what routes and other features import from it.

export { HomepageHero } from './homepage-hero.tsx';
export { ReadHomepageHeroQuery } from './queries/read-homepage-hero.ts';
