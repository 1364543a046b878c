// The public surface of the compare feature: what routes and other features import from it.

export { CompareFromStorage } from './compare-from-storage.tsx';
export { CompareView } from './compare-view.tsx';
