import type { LicenseSelectionEntry } from '../cart/cart-selection.ts';

// The entry and option types live with the cart selection (the cart stores them); licensing re-uses them.
export type { LicenseOptionValue, LicenseSelectionEntry } from '../cart/cart-selection.ts';

/** A font selection's licences: one entry per licence slug, plus numbered third-party entries. */
export type LicenseSelection = LicenseSelectionEntry[];

/** Slug of the licence the numbered third-party entries are of. */
export const THIRD_PARTY_LICENSE_SLUG = 'third-party';
/** Option of a third-party entry that carries its number N. */
export const THIRD_PARTY_INDEX_OPTION = 'index';
/** Option of the desktop and corporate licences whose choice's amount is the number of third parties. */
export const THIRD_PARTIES_OPTION = 'thirdParties';
/** Licences that third parties can be added to (docs/checkout.md). */
export const THIRD_PARTY_HOST_LICENSES: readonly string[] = ['desktop', 'corporate'];

const THIRD_PARTY_ENTRY_ID = /^third-party-(\d+)$/;

export function isThirdPartyEntryId(entryId: string): boolean {
  return THIRD_PARTY_ENTRY_ID.test(entryId);
}

export function thirdPartyEntryId(index: number): string {
  return `${THIRD_PARTY_LICENSE_SLUG}-${index}`;
}

/** The licence slug an entry is of: 'third-party' for 'third-party-3', else the entry id itself. */
export function licenseSlugOfEntry(entryId: string): string {
  return isThirdPartyEntryId(entryId) ? THIRD_PARTY_LICENSE_SLUG : entryId;
}

export function isThirdPartyHostEntry(entry: Pick<LicenseSelectionEntry, 'id'>): boolean {
  return THIRD_PARTY_HOST_LICENSES.includes(entry.id);
}

/** The value of one option of an entry ('' when the entry has no such option). */
export function optionValueOf(entry: LicenseSelectionEntry, optionName: string): string {
  return entry.options.find((option) => option.name === optionName)?.value ?? '';
}

/** The entry with that option set (added at the end when the entry did not have it). */
export function withOptionValue(
  entry: LicenseSelectionEntry,
  optionName: string,
  value: string,
): LicenseSelectionEntry {
  const exists = entry.options.some((option) => option.name === optionName);
  const options = exists
    ? entry.options.map((option) => (option.name === optionName ? { name: optionName, value } : option))
    : [...entry.options, { name: optionName, value }];
  return { ...entry, options };
}
