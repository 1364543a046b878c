export interface Money {
  amount: number;
  currency: string;
}

export interface Staff {
  id: string;
  email: string;
  name: string;
  role: string;
  permissions: string[];
}

export interface OrderRow {
  id: string;
  number: string;
  status: string;
  email: string | null;
  customerName: string | null;
  country: string | null;
  createdAt: string;
  total: Money;
}

export interface OrderDetail {
  order: OrderRow & { type: string; paidAt: string | null };
  items: { id: string; kind: string; title: string; quantity: number; unitPrice: Money }[];
  payments: {
    id: string;
    provider: string;
    pspReference: string | null;
    resultCode: string | null;
    method: string | null;
    createdAt: string;
    amount: Money;
  }[];
  refunds: {
    id: string;
    reason: string;
    status: string;
    createdAt: string;
    orderItemId: string | null;
    amount: Money;
  }[];
  shipment: { trackingNumber: string; carrier: string | null; shippedAt: string } | null;
  refundable: Money;
  needsShipping: boolean;
}

export interface Submission {
  id: string;
  title: string;
  url: string;
  description: string | null;
  designer: string | null;
  status: string;
  createdAt: string;
  customerEmail: string | null;
  customerName: string | null;
}

export interface AuditEntry {
  id: string;
  staffEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  before: string | null;
  after: string | null;
  at: string;
}

export interface FontProductPrice {
  id: string;
  kind: string;
  title: string;
  styleTitle: string | null;
  encodingTitle: string | null;
  price: Money;
}

export interface PriceList {
  families: { id: string; url: string; title: string; products: FontProductPrice[] }[];
  bundles: FontProductPrice[];
}

export interface LicenceTier {
  id: string;
  title: string;
  value: string;
  priceFactor: number;
  isDefault: boolean;
}

export interface Licence {
  id: string;
  slug: string;
  title: string;
  kind: string;
  options: { id: string; name: string; title: string; hidden: boolean; tiers: LicenceTier[] }[];
}

export interface CorporateCode {
  id: string;
  code: string;
  company: string;
  status: string;
  validTo: string | null;
  maxUses: number | null;
  usedCount: number;
  products: { id: string; title: string }[];
}

export interface SalesReportRow {
  key: string;
  label: string;
  currency: string;
  net: number;
  vat: number;
  gross: number;
}

export interface OssSalesRow {
  country: string;
  countryName: string;
  rateBp: number;
  currency: string;
  taxableAmount: number;
  vatAmount: number;
  correctionTaxableAmount: number;
  correctionVatAmount: number;
}

export interface ReverseChargeRow {
  country: string;
  countryName: string;
  vatNumber: string;
  currency: string;
  amount: number;
  correctionAmount: number;
}

export interface PageViewRow {
  projectId: string;
  projectTitle: string;
  customerEmail: string;
  month: string;
  pageViews: number;
}
