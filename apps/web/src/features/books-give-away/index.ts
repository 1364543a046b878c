// The public surface of the books-give-away feature: what routes and other features import from it.

export { BooksGiveAwayPage } from './books-give-away-page.tsx';
export { ReadBooksGiveAwayQuery } from './queries/read-books-give-away.ts';
