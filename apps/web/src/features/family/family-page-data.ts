import type { ResultOf } from '../../lib/graphql/graphql.ts';
import type { ReadFamilyQuery } from './queries/read-family.ts';

export type PageFamily = ResultOf<typeof ReadFamilyQuery>['readFamilies']['nodes'][number];
export type PageStyle = PageFamily['styles'][number];

/** The style the page samples and lists glyphs for: the default style, else the first. */
export function defaultStyleOf(family: PageFamily): PageStyle | undefined {
  return family.styles.find((style) => style.id === family.defaultStyle?.id) ?? family.styles[0];
}

/** The writing direction of the encoding shown; the tester follows it. */
export function familyDirection(family: PageFamily): 'ltr' | 'rtl' {
  return family.encoding?.direction === 'rtl' ? 'rtl' : 'ltr';
}
