// The server-only surface of the club feature (data loaders and server components): for routes and
// other server code, never for client components, so that server code stays out of browser bundles.

export { loadClubRewards } from './load-club-rewards.ts';
