import { createRequire } from 'node:module';

/**
 * The domains whose addresses may not open an account: the disposable-mail services of the
 * `disposable-email-domains` package (its list, and the services whose every subdomain is
 * disposable), plus MAIL_BLOCKED_DOMAINS. A blocked domain blocks its subdomains too.
 */
export interface BlockedMailDomains {
  isBlocked(domain: string): boolean;
}

function packageLists(): { exact: string[]; wildcard: string[] } {
  const require = createRequire(import.meta.url);
  return {
    exact: require('disposable-email-domains') as string[],
    wildcard: require('disposable-email-domains/wildcard.json') as string[],
  };
}

/** `a.b.example.com` → `a.b.example.com`, `b.example.com`, `example.com`, `com`. */
function selfAndParents(domain: string): string[] {
  const labels = domain.split('.');
  return labels.map((_, index) => labels.slice(index).join('.'));
}

/** The lists are read on the first check: a process that signs nobody up never holds them. */
export function createBlockedMailDomains(
  extra: readonly string[],
  lists: () => { exact: readonly string[]; wildcard: readonly string[] } = packageLists,
): BlockedMailDomains {
  let sets: { exact: Set<string>; withSubdomains: Set<string> } | null = null;
  const load = () => {
    const { exact, wildcard } = lists();
    return {
      exact: new Set(exact.map((domain) => domain.toLowerCase())),
      withSubdomains: new Set([...wildcard, ...extra].map((domain) => domain.toLowerCase())),
    };
  };
  return {
    isBlocked(domain) {
      sets ??= load();
      const { exact, withSubdomains } = sets;
      const name = domain.toLowerCase().replace(/\.$/, '');
      return exact.has(name) || selfAndParents(name).some((candidate) => withSubdomains.has(candidate));
    },
  };
}
