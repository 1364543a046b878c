// The public surface of the home feature: what routes and other features import from it.

export { HomePage } from './home-page.tsx';
