import type { LicenseSelectionEntry } from './license-selection.ts';
import { licenseSlugOfEntry } from './license-selection.ts';

/** One choice of a licence option, e.g. 'Up to 5 computers'. */
export interface LicenseCatalogueChoice {
  id: string;
  value: string;
  title?: string;
  /** Price factor in basis points: 10 000 keeps the price, 20 000 doubles it. */
  priceFactorBp: number;
  /** Counted choices (third parties): how many the choice covers. */
  amount: number | null;
  isDefault: boolean;
}

/** One dimension of a licence, e.g. the number of computers. Hidden options keep their default. */
export interface LicenseCatalogueOption {
  name: string;
  title?: string;
  hide: boolean;
  /** In ascending tiers: a later choice is a higher one. */
  choices: LicenseCatalogueChoice[];
}

/** The kinds of licence a font product is sold under, in the order of the database enum. */
export const LICENSE_KINDS = ['Corporate', 'Desktop', 'Font', 'Webfont'] as const;
export type LicenseKind = (typeof LICENSE_KINDS)[number];

export interface LicenseCatalogueLicense {
  /** The entry id of a selection: 'desktop', 'web', 'app', 'ebook', 'corporate', 'third-party'. */
  slug: string;
  title: string;
  kind: LicenseKind;
  options: LicenseCatalogueOption[];
}

/** Every licence a font can be bought under (readLicenses), in display order. */
export type LicenseCatalogue = readonly LicenseCatalogueLicense[];

export class LicenseSelectionError extends Error {
  override name = 'LicenseSelectionError';
}

export function findLicense(catalogue: LicenseCatalogue, slug: string): LicenseCatalogueLicense | undefined {
  return catalogue.find((license) => license.slug === slug);
}

/** The licence of an entry ('third-party-2' is of 'third-party'); throws for an unknown licence. */
export function licenseOfEntry(
  catalogue: LicenseCatalogue,
  entry: Pick<LicenseSelectionEntry, 'id'>,
): LicenseCatalogueLicense {
  const license = findLicense(catalogue, licenseSlugOfEntry(entry.id));
  if (!license) throw new LicenseSelectionError(`Unknown licence "${entry.id}"`);
  return license;
}

/** The default choice of an option (the first one when none is marked). */
export function defaultChoiceOf(option: LicenseCatalogueOption): LicenseCatalogueChoice | undefined {
  return option.choices.find((choice) => choice.isDefault) ?? option.choices[0];
}

/** The choice of that value; throws when the option offers no such choice. */
export function choiceOf(option: LicenseCatalogueOption, value: string): LicenseCatalogueChoice {
  const choice = option.choices.find((candidate) => candidate.value === value);
  if (!choice) throw new LicenseSelectionError(`"${value}" is not a choice of the option "${option.name}"`);
  return choice;
}

/** Position of a value among an option's choices (its tier); -1 for '' or an unknown value. */
export function choiceRank(option: LicenseCatalogueOption, value: string): number {
  return option.choices.findIndex((choice) => choice.value === value);
}
