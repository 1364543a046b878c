import { SELLER_COUNTRY } from '@foundry/domain';

/** Who issues the invoices and grants the licences: the block at the top of every document. */
export interface SellerDetails {
  name: string;
  addressLines: string[];
  countryCode: string;
  countryTitle: string;
  vatNumber: string;
  companyId: string;
  email: string;
  web: string;
}

// Fictional demo foundry; the country is the domain's SELLER_COUNTRY so VAT and documents agree.
export const SELLER: SellerDetails = {
  name: 'Foundry Type s.r.o.',
  addressLines: ['Údolní 33', '602 00 Brno'],
  countryCode: SELLER_COUNTRY,
  countryTitle: 'Czechia',
  vatNumber: 'CZ00000000',
  companyId: '00000000',
  email: 'shop@foundry.example',
  web: 'foundry.example',
};
