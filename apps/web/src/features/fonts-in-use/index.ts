// The public surface of the fonts-in-use feature: what routes and other features import from it.

export { languageDisplayName } from './display-names.ts';
export { FontsInUseDetail } from './fonts-in-use-detail.tsx';
export { FontsInUseFilterBar } from './fonts-in-use-filter-bar.tsx';
export { FontsInUseList } from './fonts-in-use-list.tsx';
export { fontsInUseFiltersOf, fontsInUseVariables } from './fonts-in-use-query.ts';
export {
  ReadFontsInUseDetailQuery,
  ReadFontsInUseFiltersQuery,
  ReadFontsInUseQuery,
} from './queries/read-fonts-in-use.ts';
