/**
 * How EU VAT applies to a sale, decided from the seller's and the buyer's countries (rates are data:
 * the `countries` table) and whether the buyer's VAT id was confirmed.
 *
 * - The seller's own country: always its rate (DOMESTIC), VAT id or not.
 * - Another EU country, no confirmed VAT id: that country's rate (CONSUMER_EU; One-Stop-Shop sales of
 *   digital services and distance sales of goods are taxed where the buyer is).
 * - Another EU country with a confirmed VAT id: 0 % with the legal note (REVERSE_CHARGE).
 * - Outside the EU: no VAT (EXPORT).
 *
 * The rate depends on what is sold: fonts and other digital goods and standard goods take the standard
 * rate, goods of the reduced category (books) the country's reduced rate when it has one, zero-rated
 * goods 0 %.
 */

export const VAT_KINDS = ['DOMESTIC', 'CONSUMER_EU', 'REVERSE_CHARGE', 'EXPORT'] as const;
export type VatKind = (typeof VAT_KINDS)[number];

/** The VAT categories of the catalogue (physical products and shipping carry one; fonts are digital). */
export const VAT_CATEGORIES = ['standard', 'reduced', 'digital', 'zero'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

/** Whether the supply is a digital service (fonts) or goods shipped or handed over (books, posters). */
export type SupplyKind = 'digital' | 'goods';

/** A country's VAT facts as the `countries` table holds them. */
export interface CountryVatFacts {
  code: string;
  isEuMember: boolean;
  standardVatRateBp: number;
  reducedVatRateBp: number | null;
}

export interface VatTreatmentInput {
  sellerCountry: CountryVatFacts;
  buyer: {
    /** Null when the buyer's country is unknown: priced as a domestic sale until it is known. */
    country: CountryVatFacts | null;
    /** True only when the buyer's VAT id was confirmed by the VAT check. */
    vatIdValid: boolean;
  };
  supply: SupplyKind;
  category: VatCategory;
}

export interface VatTreatment {
  kind: VatKind;
  /** Basis points: 2100 = 21 %. */
  rateBp: number;
  /** The country whose rate applies; null when no VAT is charged on an export. */
  country: string | null;
  /** The sentence the invoice and the summary show, when the law asks for one. */
  note: string | null;
}

export const REVERSE_CHARGE_NOTE_SERVICES =
  'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).';
export const REVERSE_CHARGE_NOTE_GOODS =
  'Intra-Community supply exempt from VAT (Article 138, Council Directive 2006/112/EC); the recipient accounts for VAT.';
export const EXPORT_NOTE_SERVICES = 'Supply outside the EU: not subject to EU VAT.';
export const EXPORT_NOTE_GOODS =
  'Export outside the EU: exempt from VAT (Article 146, Council Directive 2006/112/EC).';

/** The rate a country charges for a category; a reduced category falls back to the standard rate. */
export function vatRateFor(country: CountryVatFacts, category: VatCategory): number {
  switch (category) {
    case 'zero':
      return 0;
    case 'reduced':
      return country.reducedVatRateBp ?? country.standardVatRateBp;
    case 'standard':
    case 'digital':
      return country.standardVatRateBp;
  }
}

export function decideVatTreatment({
  sellerCountry,
  buyer,
  supply,
  category,
}: VatTreatmentInput): VatTreatment {
  const buyerCountry = buyer.country ?? sellerCountry;
  if (buyerCountry.code === sellerCountry.code) {
    return {
      kind: 'DOMESTIC',
      rateBp: vatRateFor(sellerCountry, category),
      country: sellerCountry.code,
      note: null,
    };
  }
  if (!buyerCountry.isEuMember) {
    return {
      kind: 'EXPORT',
      rateBp: 0,
      country: null,
      note: supply === 'goods' ? EXPORT_NOTE_GOODS : EXPORT_NOTE_SERVICES,
    };
  }
  if (buyer.vatIdValid) {
    return {
      kind: 'REVERSE_CHARGE',
      rateBp: 0,
      country: buyerCountry.code,
      note: supply === 'goods' ? REVERSE_CHARGE_NOTE_GOODS : REVERSE_CHARGE_NOTE_SERVICES,
    };
  }
  return {
    kind: 'CONSUMER_EU',
    rateBp: vatRateFor(buyerCountry, category),
    country: buyerCountry.code,
    note: null,
  };
}
