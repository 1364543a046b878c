// The public surface of the handwriting feature: what routes and other features import from it.

export { HandwritingArchive } from './handwriting-archive.tsx';
export { parseHandwritingQuery } from './handwriting-query.ts';
export { ReadHandwritingQuery } from './queries/read-handwriting.ts';
