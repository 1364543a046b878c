// The public surface of the my-fonts feature: what routes and other features import from it.

export { AccountPagedList } from './account-paged-list.tsx';
export { CorporateFonts } from './corporate-fonts.tsx';
export { FontsInDevelopment } from './fonts-in-development.tsx';
export { MyEbooks } from './my-ebooks.tsx';
export { myFontsFilterFromQuery } from './my-fonts-filter.ts';
export { MyFontsList } from './my-fonts-list.tsx';
