// The public surface of the family feature: what routes and other features import from it.

export { familyPath } from './family-paths.ts';
