// The server-only surface of the authors feature (data loaders and server components): for routes and
// other server code, never for client components, so that server code stays out of browser bundles.

export { AuthorDetail } from './author-detail.tsx';
export { loadAuthor, loadAuthors } from './load-authors.ts';
