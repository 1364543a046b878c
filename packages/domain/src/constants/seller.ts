/**
 * The country the foundry sells from (its studio is in Brno). Its VAT rate applies to every domestic
 * sale and is the price basis before a buyer's country is known.
 */
export const SELLER_COUNTRY = 'CZ';
