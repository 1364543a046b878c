/** What fills the home page hero: a still image or one of two video layouts. */
export const HOMEPAGE_HERO_KINDS = ['image', 'video', 'video2'] as const;
export type HomepageHeroKind = (typeof HOMEPAGE_HERO_KINDS)[number];
