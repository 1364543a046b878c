// The public surface of the club feature: what routes and other features import from it.

export { ClubAccount } from './club-account.tsx';
export { ClubView } from './club-view.tsx';
