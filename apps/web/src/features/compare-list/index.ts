// The public surface of the compare-list feature: what routes and other features import from it.

export { readCompareList, useCompareCount, useStoredCompareList } from './compare-list-storage.ts';
export { CompareToggle } from './compare-toggle.tsx';
export { useCompareList } from './use-compare-list.ts';
