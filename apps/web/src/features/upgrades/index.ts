// The public surface of the upgrades feature: what routes and other features import from it.

export { UpgradeRoute } from './upgrade-route.tsx';
