import { HOMEPAGE_HERO_KINDS } from '@foundry/domain/layout/homepage-hero-kind';
import type { HomepageHeroRow } from '../repositories/homepage-hero-repository.ts';
import { readHomepageHero } from '../services/homepage-hero/read-homepage-hero.ts';
import { builder } from './builder.ts';
import { ImageRef } from './image.ts';

export const HomepageHeroKindRef = builder.enumType('HomepageHeroKind', {
  values: HOMEPAGE_HERO_KINDS,
});

export const HomepageHeroRef = builder.objectRef<HomepageHeroRow>('HomepageHero').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: HomepageHeroKindRef, resolve: (hero) => hero.kind }),
    title: t.exposeString('title', { nullable: true }),
    link: t.exposeString('link', { nullable: true }),
    image: t.field({ type: ImageRef, nullable: true, resolve: (hero) => hero.image }),
    video: t.string({
      nullable: true,
      description: 'Absolute URL of the video for the video kinds.',
      // Stored either as a URL or as a key in the file store.
      resolve: (hero, _args, context) =>
        hero.video == null || /^https?:\/\//.test(hero.video) ? hero.video : context.storage.url(hero.video),
    }),
  }),
});

builder.queryField('readHomepageHero', (t) =>
  t.field({
    type: HomepageHeroRef,
    nullable: true,
    resolve: (_root, _args, context) => readHomepageHero(context.repositories.homepageHeroes),
  }),
);
