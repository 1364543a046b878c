// The public surface of the authors feature: what routes and other features import from it.

export { AuthorsView } from './authors-view.tsx';
