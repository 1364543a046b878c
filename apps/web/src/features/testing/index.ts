// The public surface of the testing feature: what routes and other features import from it.

export { namesUnknownFamilies, parseTestingState, TESTING_MAX_FAMILIES } from './testing-state.ts';
export { TypeTesting } from './type-testing.tsx';
