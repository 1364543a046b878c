import type { AddressSnapshot } from '@foundry/db';
import {
  EXPORT_NOTE_GOODS,
  EXPORT_NOTE_SERVICES,
  money,
  REVERSE_CHARGE_NOTE_GOODS,
  REVERSE_CHARGE_NOTE_SERVICES,
} from '@foundry/domain';
import type {
  CountryFacts,
  DocumentOrderItemRow,
  DocumentOrderRow,
  OrderDocumentRepository,
  OrderedFontProduct,
} from '../../repositories/order-document-repository.ts';
import type { DocumentAddress, InvoiceLine, LicensedFont, OrderDocumentView } from './order-document-view.ts';
import { orderItemLicenses } from './order-item-licenses.ts';
import { SELLER } from './seller.ts';

/** Order item kinds that are font licences (listed on the licence document, packed in downloads). */
export const FONT_ITEM_KINDS: readonly DocumentOrderItemRow['kind'][] = [
  'FONT_FAMILY_PRODUCT',
  'CORPORATE_FONT',
];

function documentAddress(
  snapshot: AddressSnapshot | null,
  countries: Map<string, CountryFacts>,
  fallbackEmail: string | null,
): DocumentAddress | null {
  if (!snapshot) return null;
  return {
    name: snapshot.name,
    organization: snapshot.organization ?? null,
    lines: snapshot.address
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    city: snapshot.city,
    zip: snapshot.zip ?? null,
    state: snapshot.stateCode ?? null,
    countryCode: snapshot.countryCode,
    countryTitle: countries.get(snapshot.countryCode)?.title ?? snapshot.countryCode,
    vatNumber: snapshot.vatNumber ?? null,
    phone: snapshot.phone ?? null,
    email: snapshot.email ?? fallbackEmail,
  };
}

/** The families and encodings an item's product covers: its own, or its children's for bundles. */
function familyIdsOf(product: OrderedFontProduct | undefined): number[] {
  if (!product) return [];
  const ids =
    product.familyId !== null ? [product.familyId] : product.children.map((child) => child.familyId);
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

function encodingIdsOf(item: DocumentOrderItemRow, product: OrderedFontProduct | undefined): number[] {
  if (item.encodingIds.length > 0) return item.encodingIds;
  if (!product) return [];
  const ids = product.encodingId !== null ? [product.encodingId] : product.children.map((c) => c.encodingId);
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

function vatNoteOf(
  order: DocumentOrderRow,
  buyer: DocumentAddress | null,
  countries: Map<string, CountryFacts>,
  digital: boolean,
): string | null {
  if (order.vatAmount !== 0 || order.totalAmount === 0 || !buyer) return null;
  if (buyer.countryCode === SELLER.countryCode) return null;
  const country = countries.get(buyer.countryCode);
  if (!country) return null;
  if (!country.isEuMember) return digital ? EXPORT_NOTE_SERVICES : EXPORT_NOTE_GOODS;
  // 0 % VAT to another EU country happens only for a business with a confirmed VAT id.
  if (buyer.vatNumber || order.vatNumber)
    return digital ? REVERSE_CHARGE_NOTE_SERVICES : REVERSE_CHARGE_NOTE_GOODS;
  return null;
}

/** Reads an order's items, products, families, encodings and countries into the documents' view. */
export async function loadOrderDocumentView(
  repository: OrderDocumentRepository,
  order: DocumentOrderRow,
  issue: { invoiceNumber: string | null; documentDate: Date },
): Promise<OrderDocumentView> {
  const items = await repository.findItems(order.id);
  const fontItems = items.filter((item) => FONT_ITEM_KINDS.includes(item.kind));
  const productIds = [...new Set(fontItems.map((item) => item.productId).filter((id) => id !== null))];
  const products = new Map((await repository.findFontProducts(productIds)).map((p) => [p.id, p]));
  const familyIds = [
    ...new Set(fontItems.flatMap((item) => familyIdsOf(products.get(item.productId ?? -1)))),
  ];
  const encodingIds = [
    ...new Set(fontItems.flatMap((item) => encodingIdsOf(item, products.get(item.productId ?? -1)))),
  ];
  const [families, encodings] = await Promise.all([
    repository.findFamilies(familyIds),
    repository.findEncodings(encodingIds),
  ]);
  const familyTitles = new Map(families.map((family) => [family.id, family.title]));
  const encodingOrder = encodings.map((encoding) => encoding.id);
  const encodingTitles = new Map(encodings.map((encoding) => [encoding.id, encoding.title]));
  const countryCodes = [order.invoiceAddress, order.licenseAddress]
    .map((address) => address?.countryCode)
    .filter((code): code is string => typeof code === 'string');
  const countries = new Map(
    (await repository.findCountries([...new Set(countryCodes)])).map((country) => [country.code, country]),
  );

  const currency = order.currency;
  const lines: InvoiceLine[] = items.map((item) => ({
    title: item.title,
    quantity: item.quantity,
    unitPrice: money(item.unitPriceAmount, currency),
    vatRateBp: item.vatRateBp,
    vatAmount: money(item.vatAmount, currency),
    discount: money(item.discountAmount, currency),
    amount: money(item.unitPriceAmount * item.quantity - item.discountAmount, currency),
  }));
  const fonts: LicensedFont[] = fontItems.map((item) => {
    const product = products.get(item.productId ?? -1);
    return {
      title: item.title,
      families: familyIdsOf(product).map((id) => familyTitles.get(id) ?? `Family ${id}`),
      encodings: encodingIdsOf(item, product)
        .sort((a, b) => encodingOrder.indexOf(a) - encodingOrder.indexOf(b))
        .map((id) => encodingTitles.get(id) ?? `Encoding ${id}`),
      licenses: orderItemLicenses(item.license),
    };
  });
  const buyer = documentAddress(order.invoiceAddress ?? null, countries, order.email);
  const licensee = documentAddress(order.licenseAddress ?? null, countries, null) ?? buyer;
  const shippingTitle = typeof order.shipping?.title === 'string' ? order.shipping.title : 'Shipping';

  return {
    seller: SELLER,
    orderId: order.id,
    orderDate: order.createdAt,
    documentDate: issue.documentDate,
    invoiceNumber: issue.invoiceNumber,
    // The documents' words are English for now, so numbers and dates are too (invoice_language kept).
    locale: 'en',
    buyer,
    licensee,
    lines,
    subTotal: money(order.subTotalAmount, currency),
    discount: money(order.discountAmount, currency),
    shipping:
      order.shippingMethodId !== null || order.shippingAmount > 0
        ? { title: shippingTitle, amount: money(order.shippingAmount, currency) }
        : null,
    vat: money(order.vatAmount, currency),
    total: money(order.totalAmount, currency),
    vatNote: vatNoteOf(order, buyer, countries, fontItems.length > 0),
    fonts,
  };
}
