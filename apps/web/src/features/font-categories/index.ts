// The public surface of the font-categories feature: what routes and other features import from it.

export { CategoryLinks } from './category-links.tsx';
export { CategoryPager } from './category-pager.tsx';
export { FamilyGrid } from './family-grid.tsx';
