import { Resolver } from 'node:dns/promises';

/** Where mail for a domain goes, as DNS tells it. */
export type MailExchangers =
  /** Hosts to deliver to, the preferred first. */
  | { kind: 'hosts'; hosts: string[] }
  /** The domain does not exist, says it takes no mail (a "null MX"), or has neither MX nor address. */
  | { kind: 'none' }
  /** DNS did not answer (timeout, server failure): nothing can be concluded. */
  | { kind: 'unknown'; reason: string };

export interface DnsMailExchangers {
  /** Never throws. */
  of(domain: string): Promise<MailExchangers>;
  /** An IPv4 or IPv6 address of a mail host, through the same resolvers; null when it has none. */
  addressOf(host: string): Promise<string | null>;
}

/** DNS answers meaning "this name has no such record" or "no such name": definite, not an outage. */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND']);

const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? String(error.code) : 'EUNKNOWN';

/**
 * The domain's mail hosts through `node:dns/promises` (servers: the system's, or MAIL_DNS_SERVERS):
 * its MX records by preference; a domain without MX records takes mail at its own A/AAAA address (the
 * "implicit MX" of RFC 5321, section 5.1); an MX of "." alone means it takes none (RFC 7505).
 */
export function createDnsMailExchangers(options: {
  servers: readonly string[];
  timeoutMs?: number;
}): DnsMailExchangers {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 3000, tries: 2 });
  if (options.servers.length > 0) resolver.setServers([...options.servers]);

  const addressOf = async (host: string): Promise<string | null> => {
    for (const lookup of [() => resolver.resolve4(host), () => resolver.resolve6(host)]) {
      try {
        const [address] = await lookup();
        if (address) return address;
      } catch (error) {
        if (!NO_RECORD.has(codeOf(error))) throw error;
      }
    }
    return null;
  };

  return {
    addressOf: (host) => addressOf(host).catch(() => null),
    async of(domain) {
      try {
        const records = await resolver.resolveMx(domain).catch((error: unknown) => {
          if (codeOf(error) === 'ENODATA') return [];
          throw error;
        });
        const hosts = records
          .filter((record) => record.exchange !== '' && record.exchange !== '.')
          .sort((a, b) => a.priority - b.priority)
          .map((record) => record.exchange);
        if (hosts.length > 0) return { kind: 'hosts', hosts };
        if (records.length > 0) return { kind: 'none' }; // only a null MX
        return (await addressOf(domain)) === null ? { kind: 'none' } : { kind: 'hosts', hosts: [domain] };
      } catch (error) {
        const code = codeOf(error);
        return code === 'ENOTFOUND' ? { kind: 'none' } : { kind: 'unknown', reason: code };
      }
    },
  };
}
