import type { Logger } from '../../logger.ts';
import { type BlockedMailDomains, createBlockedMailDomains } from './blocked-mail-domains.ts';
import { createDnsMailExchangers, type DnsMailExchangers } from './dns-mail-exchangers.ts';
import type { MailAddressCheckConfig } from './mail-address-check-config.ts';
import type { MailAddressChecker, MailAddressVerdict } from './mail-address-checker.ts';
import { probeRecipient } from './smtp-recipient-probe.ts';

/** The bare address of MAIL_FROM (`Foundry <no-reply@shop.example>` → `no-reply@shop.example`). */
function envelopeAddressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** The most preferred of the first few mail hosts that has an address. */
async function firstReachable(
  hosts: readonly string[],
  exchangers: DnsMailExchangers,
): Promise<{ name: string; address: string } | null> {
  for (const name of hosts.slice(0, 3)) {
    const address = await exchangers.addressOf(name);
    if (address !== null) return { name, address };
  }
  return null;
}

/**
 * The one place the address checks are put together (MAIL_DOMAIN_CHECK): the blocked list always
 * (it is offline), then with `dns` the domain's mail hosts, with `smtp` also the first host's answer
 * to RCPT TO.
 */
export function createMailAddressChecker(
  config: MailAddressCheckConfig,
  options: {
    /** MAIL_FROM: the probe's envelope sender and, by its domain, its EHLO name. */
    mailFrom: string;
    logger?: Logger;
    blocked?: BlockedMailDomains;
    exchangers?: DnsMailExchangers;
  },
): MailAddressChecker {
  const blocked = options.blocked ?? createBlockedMailDomains(config.blockedDomains);
  const exchangers =
    config.mode === 'off'
      ? null
      : (options.exchangers ?? createDnsMailExchangers({ servers: config.dnsServers }));
  const from = envelopeAddressOf(options.mailFrom);
  const heloName = from.split('@')[1] ?? 'localhost';

  return {
    async check(email): Promise<MailAddressVerdict> {
      const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
      if (blocked.isBlocked(domain)) return 'blocked';
      if (!exchangers) return 'usable';
      const hosts = await exchangers.of(domain);
      if (hosts.kind === 'none') return 'no-mail-domain';
      if (hosts.kind === 'unknown') {
        options.logger?.warn({ domain, reason: hosts.reason }, 'mail domain check: DNS gave no answer');
        return 'usable';
      }
      if (config.mode !== 'smtp') return 'usable';
      const host = await firstReachable(hosts.hosts, exchangers);
      if (!host) return 'usable';
      const verdict = await probeRecipient(host, email, {
        port: config.probePort,
        heloName,
        from,
      });
      if (verdict.kind === 'unknown') {
        options.logger?.info({ domain, reason: verdict.reason }, 'mail recipient probe: no verdict');
      }
      return verdict.kind === 'rejected' ? 'undeliverable' : 'usable';
    },
  };
}
