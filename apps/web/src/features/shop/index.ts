// The public surface of the shop feature: what routes and other features import from it.

export { absoluteMediaUrl } from './shop-media.ts';
