import { isIP } from 'node:net';

/**
 * How far the API checks a new account's e-mail address (docs/errors.md, "Sign-up address checks"),
 * read from the environment with the mail settings.
 */
export interface MailAddressCheckConfig {
  /**
   * MAIL_DOMAIN_CHECK: `off` (default: nothing leaves the machine, the shop works offline), `dns` (the
   * domain must receive mail: MX records, else an A/AAAA record), `smtp` (dns, then the domain's
   * mail server is asked whether it accepts the recipient).
   */
  mode: 'off' | 'dns' | 'smtp';
  /** MAIL_DNS_SERVERS: resolvers to ask (`1.1.1.1`, `127.0.0.1:5353`); empty: the system's. */
  dnsServers: string[];
  /** MAIL_PROBE_PORT: the SMTP port of the recipient probe (25; tests point it at a stand-in). */
  probePort: number;
  /** MAIL_BLOCKED_DOMAINS: domains refused on top of the built-in list of disposable ones. */
  blockedDomains: string[];
}

export const MAIL_DOMAIN_CHECK_MODES = ['off', 'dns', 'smtp'] as const;

type Env = Record<string, string | undefined>;

/** `host`, `host:port` or `[v6]:port` with an IP address as host. */
function isDnsServer(value: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value);
  if (bracketed) return isIP(bracketed[1] ?? '') === 6;
  if (isIP(value) !== 0) return true;
  const [host, port, ...rest] = value.split(':');
  return rest.length === 0 && isIP(host ?? '') === 4 && /^\d{1,5}$/.test(port ?? '');
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

const listOf = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The address-check configuration, or the one sentence naming the variable at fault. */
export function parseMailAddressCheckConfig(
  env: Env,
): { config: MailAddressCheckConfig } | { error: string } {
  const mode = env.MAIL_DOMAIN_CHECK?.trim() || 'off';
  if (!(MAIL_DOMAIN_CHECK_MODES as readonly string[]).includes(mode)) {
    return {
      error: `MAIL_DOMAIN_CHECK must be one of ${MAIL_DOMAIN_CHECK_MODES.join(', ')} (got '${mode}').`,
    };
  }
  const dnsServers = listOf(env.MAIL_DNS_SERVERS);
  const badServer = dnsServers.find((server) => !isDnsServer(server));
  if (badServer !== undefined) {
    return {
      error: `MAIL_DNS_SERVERS must list IP addresses with optional ports, such as 1.1.1.1,127.0.0.1:5353 (got '${badServer}').`,
    };
  }
  const rawPort = env.MAIL_PROBE_PORT?.trim() || '25';
  const probePort = Number(rawPort);
  if (!Number.isInteger(probePort) || probePort < 1 || probePort > 65535) {
    return { error: `MAIL_PROBE_PORT must be a port number such as 25 (got '${rawPort}').` };
  }
  const blockedDomains = listOf(env.MAIL_BLOCKED_DOMAINS).map((domain) => domain.toLowerCase());
  const badDomain = blockedDomains.find((domain) => !DOMAIN.test(domain));
  if (badDomain !== undefined) {
    return {
      error: `MAIL_BLOCKED_DOMAINS must list domains such as spam.example,trash.example (got '${badDomain}').`,
    };
  }
  return { config: { mode: mode as MailAddressCheckConfig['mode'], dnsServers, probePort, blockedDomains } };
}
