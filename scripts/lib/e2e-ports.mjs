/**
 * The ports the browser journeys start the shop on: fixed so that a failure names them, away from
 * the 3000/4000 a developer's own `npm start` uses, and overridable when taken.
 * @param {Record<string, string | undefined>} env
 * The back office's port follows the web's (E2E_ADMIN_PORT, else E2E_PORT + 500), so runs on
 * different ports never share it.
 * @returns {{ webPort: number, apiPort: number, adminPort: number }}
 */
export function e2ePorts(env) {
  const webPort = Number(env.E2E_PORT || 3100);
  return {
    webPort,
    apiPort: Number(env.E2E_API_PORT || 4100),
    adminPort: Number(env.E2E_ADMIN_PORT || webPort + 500),
  };
}
