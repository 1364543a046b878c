import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

function trustOf(raw: string | undefined): TrustProxy {
  const parsed = parseTrustProxy(raw);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.trust;
}

function addressOf(remoteAddress: string | undefined, forwardedFor: string | undefined, trustProxy?: string) {
  const request = new Request('http://localhost/graphql', {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return clientAddressOf(request, { req: { socket: { remoteAddress } } }, trustOf(trustProxy));
}

describe('clientAddressOf', () => {
  it('takes the socket address and ignores X-Forwarded-For while no proxy is trusted', () => {
    expect(addressOf('203.0.113.9', undefined)).toBe('203.0.113.9');
    expect(addressOf('203.0.113.9', '192.0.2.1')).toBe('203.0.113.9');
    expect(addressOf('::ffff:203.0.113.9', undefined)).toBe('203.0.113.9');
    expect(addressOf('2001:db8::1', undefined)).toBe('2001:db8::1');
  });

  it('is null without a socket (an in-process call)', () => {
    expect(clientAddressOf(new Request('http://localhost/'), undefined, trustOf(undefined))).toBeNull();
  });

  it('believes the header only as far as the trusted proxies reach', () => {
    // One trusted hop: the entry the proxy appended, not what the client wrote before it.
    expect(addressOf('10.0.0.2', '192.0.2.66, 198.51.100.4', '1')).toBe('198.51.100.4');
    expect(addressOf('10.0.0.2', '192.0.2.66, 198.51.100.4', '10.0.0.0/8')).toBe('198.51.100.4');
    expect(addressOf('10.0.0.2', '192.0.2.66, 10.0.0.1', 'uniquelocal')).toBe('192.0.2.66');
    // A peer outside the list is the client, whatever it sends.
    expect(addressOf('198.51.100.4', '192.0.2.66', '10.0.0.0/8')).toBe('198.51.100.4');
  });

  it('reads 0, false and unset as trusting nobody', () => {
    for (const raw of ['0', 'false', '', undefined])
      expect(addressOf('10.0.0.2', '192.0.2.66', raw)).toBe('10.0.0.2');
  });
});
