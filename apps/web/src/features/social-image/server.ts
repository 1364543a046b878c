// The server-only surface of the social-image feature (data loaders and server components): for routes and
// other server code, never for client components, so that server code stays out of browser bundles.

export { renderSocialImage } from './render-social-image.tsx';
