import proxyAddr from 'proxy-addr';
import type { TrustProxy } from './trust-proxy.ts';

/** What Yoga's Node adapter passes as server context; tests pass a socket address of their own. */
export interface ServerContext {
  req?: { socket?: { remoteAddress?: string | undefined } | undefined } | undefined;
}

/**
 * The client's address: the socket's peer, or, when that peer is a proxy TRUST_PROXY names, the
 * nearest address in X-Forwarded-For that is not a trusted proxy. A forged header from an untrusted
 * client therefore changes nothing. Null without a socket (in-process calls). Every per-client
 * limit (sign-in, trials) takes the address from here.
 */
export function clientAddressOf(
  request: Request,
  serverContext: ServerContext | undefined,
  trust: TrustProxy,
): string | null {
  const remoteAddress = serverContext?.req?.socket?.remoteAddress;
  if (!remoteAddress) return null;
  const forwardedFor = request.headers.get('x-forwarded-for');
  // With no forwarded addresses, proxy-addr can only answer the socket's peer.
  if (!forwardedFor) return normalise(remoteAddress);
  // proxy-addr reads a Node request; only these two fields are used.
  const nodeLike = {
    socket: { remoteAddress },
    headers: { 'x-forwarded-for': forwardedFor },
  } as unknown as Parameters<typeof proxyAddr>[0];
  const address = proxyAddr(nodeLike, trust);
  return normalise(address);
}

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) counts as `192.0.2.1`. */
function normalise(address: string): string | null {
  const plain = address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
  return plain.length > 0 && plain.length <= 64 ? plain : null;
}
