// The public surface of the family-share feature: what routes and other features import from it.

export { useFamilyShare } from './use-family-share.ts';
