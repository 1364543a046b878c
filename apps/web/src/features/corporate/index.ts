// The public surface of the corporate feature: what routes and other features import from it.

export { CorporateRoute } from './corporate-route.tsx';
