/**
 * The ports the browser journeys start the shop on: fixed so that a failure names them, away from
 * the 3000/4000 a developer's own `npm start` uses, and overridable when taken.
 * @param {Record<string, string | undefined>} env
 * @returns {{ webPort: number, apiPort: number }}
 */
export function e2ePorts(env) {
  return { webPort: Number(env.E2E_PORT || 3100), apiPort: Number(env.E2E_API_PORT || 4100) };
}
