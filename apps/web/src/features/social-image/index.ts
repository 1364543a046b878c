// The public surface of the social-image feature: what routes and other features import from it.

export { isSocialImageType, SOCIAL_IMAGE_TYPES, socialImageText } from './social-image-types.ts';
