/** The licences readCorporateLicenses answers, as far as this page needs them. */
export interface CorporateLicence {
  slug: string;
  title: string;
  description?: string | null;
  options: readonly {
    name: string;
    title: string;
    hide: boolean;
    choices: readonly {
      id: string;
      value: string;
      title: string;
      isDefault: boolean;
      amount?: number | null;
    }[];
  }[];
}

export interface ThirdParty {
  name: string;
  email: string;
}

export interface LicenceEntry {
  id: string;
  options: { name: string; value: string }[];
  licenseIndex?: number;
  licenseName?: string;
  licenseEmail?: string;
}

export const THIRD_PARTY_SLUG = 'third-party';

/** Each option's chosen value: the buyer's pick, else the default choice, else the first. */
function optionValues(licence: CorporateLicence, chosen: Readonly<Record<string, string>>) {
  return licence.options.flatMap((option) => {
    const value =
      chosen[option.name] ??
      option.choices.find((choice) => choice.isDefault)?.value ??
      option.choices[0]?.value;
    return value === undefined ? [] : [{ name: option.name, value }];
  });
}

/**
 * How many third parties the chosen options pay for (the corporate licence's thirdParties option: its
 * choice's amount), so the page asks for that many names.
 */
export function thirdPartyCount(
  licences: readonly CorporateLicence[],
  chosen: Readonly<Record<string, Readonly<Record<string, string>>>>,
): number {
  return licences
    .filter((licence) => licence.slug !== THIRD_PARTY_SLUG)
    .flatMap((licence) => {
      const values = optionValues(licence, chosen[licence.slug] ?? {});
      return licence.options.map((option) => {
        const value = values.find((v) => v.name === option.name)?.value;
        return option.choices.find((choice) => choice.value === value)?.amount ?? 0;
      });
    })
    .reduce((sum, amount) => sum + amount, 0);
}

/**
 * The licenses input of readCorporateCartSummary and createCorporateOrder: the corporate licence (and any
 * other non-third-party entry) with its options, then one 'third-party-N' entry (N from 1) per third
 * party paid for; an option without choices (the seed's 'index') carries N.
 */
export function corporateLicenceEntries(
  licences: readonly CorporateLicence[],
  chosen: Readonly<Record<string, Readonly<Record<string, string>>>>,
  thirdParties: readonly ThirdParty[],
): LicenceEntry[] {
  const main = licences
    .filter((licence) => licence.slug !== THIRD_PARTY_SLUG)
    .map((licence) => ({ id: licence.slug, options: optionValues(licence, chosen[licence.slug] ?? {}) }));
  const thirdPartyLicence = licences.find((licence) => licence.slug === THIRD_PARTY_SLUG);
  const count = thirdPartyLicence ? thirdPartyCount(licences, chosen) : 0;
  const extra = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const party = thirdParties[index] ?? { name: '', email: '' };
    const options = (thirdPartyLicence?.options ?? []).map((option) => ({
      name: option.name,
      value:
        option.choices.length === 0
          ? String(n)
          : ((option.choices.find((choice) => choice.isDefault) ?? option.choices[0])?.value ?? ''),
    }));
    return {
      id: `${THIRD_PARTY_SLUG}-${n}`,
      licenseIndex: n,
      licenseName: party.name.trim(),
      licenseEmail: party.email.trim(),
      options,
    };
  });
  return [...main, ...extra];
}

/** Codes are stored upper case; the field shows what will be sent. */
export function normaliseAccessCode(typed: string): string {
  return typed.toUpperCase().replace(/\s+/g, '');
}
