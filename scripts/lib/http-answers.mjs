/**
 * True when something answers HTTP at the URL with a status below 500 (a server that is still
 * starting may answer 503). Never throws: a refused connection is simply "not yet".
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<boolean>}
 */
export async function httpAnswers(url, init = {}) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000), ...init });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * True when the GraphQL endpoint under `baseUrl` runs the cheapest possible query.
 * @param {string} baseUrl e.g. http://localhost:4000
 */
export function graphqlAnswers(baseUrl) {
  return httpAnswers(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: '{__typename}' }),
  });
}
