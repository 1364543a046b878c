// The public surface of the catalogue feature: what routes and other features import from it.

export { FamilyCard, type ListedFamily } from './family-card.tsx';
export { FamilyFontFaces } from './family-font-faces.tsx';
export { FamilyList } from './family-list.tsx';
export { FamilySampleText, useSampleFace } from './family-sample-text.tsx';
export { ReadFamiliesQuery } from './queries/read-families.ts';
