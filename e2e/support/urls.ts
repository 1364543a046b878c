import { e2ePorts } from '../../scripts/lib/e2e-ports.mjs';

// Both on `localhost`: the session cookie is SameSite, and 127.0.0.1 would be another site.
const { webPort, apiPort, adminPort } = e2ePorts(process.env);

/** The web site the journeys browse (Playwright's baseURL). */
export const webURL = `http://localhost:${webPort}`;
/** The API of the same test shop, for journeys that check what the page shows against the data. */
export const apiURL = `http://localhost:${apiPort}`;
export const graphqlURL = `${apiURL}/graphql`;
/** The back office of the same test shop (apps/admin, served by start.mjs). */
export const adminURL = `http://localhost:${adminPort}`;

/** The bearer token of the test shop's `POST /api/revalidate` (a test value, not a secret). */
export const E2E_REVALIDATE_TOKEN = 'e2e-revalidate-token-0123456789abcdef';
