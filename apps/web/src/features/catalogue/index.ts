// The public surface of the catalogue feature: what routes and other features import from it.

export { CARD_SAMPLE_SIZE_PX, FamilyCard, type ListedFamily, sampleStyleOf } from './family-card.tsx';
export { FamilyCardIcons } from './family-card-icons.tsx';
export { FamilyFontFaces } from './family-font-faces.tsx';
export { FamilyList } from './family-list.tsx';
export { FamilyNameLink } from './family-name-link.tsx';
export { FamilySampleText, useSampleFace } from './family-sample-text.tsx';
export { ReadFamiliesQuery } from './queries/read-families.ts';
