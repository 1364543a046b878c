/**
 * One licence entry of an ordered (or summarised) font item, as the order keeps it and the GraphQL
 * type OrderItemLicense shows it: the licence and its chosen options with their titles, so invoices
 * and licence documents never depend on later catalogue edits. It has no identity of its own.
 */
export interface OrderItemLicense {
  /** The licence's slug ('desktop', 'web', …) or 'third-party-N'. */
  id: string;
  title: string;
  options: OrderItemLicenseOption[];
  /** Third parties: who the licence is for. */
  licenseName?: string | null;
  licenseEmail?: string | null;
  /** Third parties: N of 'third-party-N'. */
  licenseIndex?: number | null;
}

export interface OrderItemLicenseOption {
  /** The option's name, e.g. 'computers'. */
  name: string;
  /** The option's title, e.g. 'Number of computers'. */
  title: string;
  /** The chosen choice's value, e.g. '5'. */
  value: string;
  /** The chosen choice's title, e.g. 'Up to 5 computers'. */
  valueTitle: string;
}
