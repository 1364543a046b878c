// The public surface of the font-customisations feature: what routes and other features import from it.

export { FontCustomiser } from './font-customiser.tsx';
