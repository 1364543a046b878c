import { describe, expect, it } from 'vitest';
import { parseMailAddressCheckConfig } from './mail-address-check-config.ts';

describe('MAIL_DOMAIN_CHECK and its companions', () => {
  it('defaults to off, the system resolvers, port 25 and no extra blocked domains', () => {
    expect(parseMailAddressCheckConfig({})).toEqual({
      config: { mode: 'off', dnsServers: [], probePort: 25, blockedDomains: [] },
    });
  });

  it('reads the mode, resolvers with ports, the probe port and lower-cased domains', () => {
    expect(
      parseMailAddressCheckConfig({
        MAIL_DOMAIN_CHECK: 'smtp',
        MAIL_DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,[::1]:53,2606:4700::1111',
        MAIL_PROBE_PORT: '2525',
        MAIL_BLOCKED_DOMAINS: 'Spam.Example, trash.example',
      }),
    ).toEqual({
      config: {
        mode: 'smtp',
        dnsServers: ['1.1.1.1', '127.0.0.1:5353', '[::1]:53', '2606:4700::1111'],
        probePort: 2525,
        blockedDomains: ['spam.example', 'trash.example'],
      },
    });
  });

  it.each([
    [{ MAIL_DOMAIN_CHECK: 'mx' }, /^MAIL_DOMAIN_CHECK must be one of off, dns, smtp/],
    [{ MAIL_DNS_SERVERS: 'dns.example' }, /^MAIL_DNS_SERVERS must list IP addresses/],
    [{ MAIL_PROBE_PORT: '70000' }, /^MAIL_PROBE_PORT must be a port number/],
    [{ MAIL_BLOCKED_DOMAINS: 'not a domain' }, /^MAIL_BLOCKED_DOMAINS must list domains/],
  ])('names the variable at fault: %o', (env, message) => {
    const parsed = parseMailAddressCheckConfig(env);
    expect('error' in parsed && parsed.error).toMatch(message);
  });
});
