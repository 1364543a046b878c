/**
 * Where goods are taxed (their place of supply): goods collected at the seller's premises are supplied
 * there (Article 31, Council Directive 2006/112/EC), goods shipped are supplied where the transport
 * ends (Article 33: distance sales, and exports leaving the EU). Unknown destination: the invoice
 * country. Digital services are taxed where the customer is instead (the invoice country).
 */
export function goodsTaxCountry(input: {
  sellerCountry: string;
  /** The buyer collects the goods at the seller's (PickupOnLocationShipping). */
  collected: boolean;
  deliveryCountry: string | null;
  invoiceCountry: string | null;
}): string | null {
  if (input.collected) return input.sellerCountry;
  return input.deliveryCountry ?? input.invoiceCountry;
}
