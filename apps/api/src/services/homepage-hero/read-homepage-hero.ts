import type { HomepageHeroRepository, HomepageHeroRow } from '../../repositories/homepage-hero-repository.ts';

/** The hero of the home page, or null when none is active. */
export function readHomepageHero(heroes: HomepageHeroRepository): Promise<HomepageHeroRow | null> {
  return heroes.findActive();
}
