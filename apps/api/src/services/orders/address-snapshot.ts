import type { AddressSnapshot } from '@foundry/db';

/**
 * An order keeps copies of its addresses (orders.*_address, AddressSnapshot). The snapshot has one
 * text field for the street; the lines (line 1, optional lines 2 and 3) are kept in it joined by a
 * line feed, which no address line can contain (general text is one line).
 */
export function joinAddressLines(lines: readonly (string | null | undefined)[]): string {
  return lines
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '')
    .join('\n');
}

export function addressLinesOf(snapshot: Pick<AddressSnapshot, 'address'>): string[] {
  return snapshot.address === '' ? [] : snapshot.address.split('\n');
}
