import { connect, createServer } from 'node:net';

function answersOn(port, host) {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    // No host: the dual-stack wildcard, which collides with a listener on any local address.
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * True when nothing listens on the port, neither on IPv4 nor IPv6 loopback, and we may bind it.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export async function isPortFree(port) {
  const [v4, v6] = await Promise.all([answersOn(port, '127.0.0.1'), answersOn(port, '::1')]);
  if (v4 || v6) return false;
  return canListen(port);
}

/**
 * The sentence printed when a port is taken.
 * @param {string} variable
 * @param {number} port
 */
export function portInUseMessage(variable, port) {
  return `${variable} ${port} is already in use: stop whatever is listening there or set ${variable} to a free port.`;
}
