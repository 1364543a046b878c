// The public surface of the type-tester feature: what routes and other features import from it.

export { fontVariationSettings } from './font-variation-settings.ts';
export { type OfferedFeature, offeredFeatures, SHAPING_FEATURES } from './offered-features.ts';
export { testerFaces, variableFontFamilyName } from './tester-faces.ts';
export { snapshotFromShare } from './tester-share-state.ts';
export { TypeTester } from './type-tester.tsx';
