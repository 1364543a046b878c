// The server-only surface of the home feature (data loaders): for routes, never for client components.

export { loadHome } from './load-home.ts';
