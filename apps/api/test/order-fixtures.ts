import { physicalProducts, physicalProductVariants, shippingMethods } from '@foundry/db';
import { and, eq } from '@foundry/db/orm';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import type { GraphQLResponse, TestApp } from './harness.ts';
import { WEB_ORIGIN } from './harness.ts';

/** Shared by the order tests: documents, a guest, and the seeded poster and post shipping. */

export const ORDER_FIELDS = /* GraphQL */ `
  id hash created status type email isGift paymentUrl invoiceUrl licenseUrl canDownload cancellable
  subTotalPrice { amount currency } discountPrice { amount } shippingPrice { amount }
  vatPrice { amount } totalPrice { amount currency } clubPoints
  shipping { id type title price { amount } totalVAT { amount } }
  items {
    kind quantity title selectionIndex productID familyID physicalProductID variantID
    price { amount } unitPrice { amount } totalVAT { amount } percentageVAT discount { amount }
    license { id title licenseName licenseEmail licenseIndex options { name value title valueTitle } }
    encodings { id }
  }
  invoiceAddress { name organization address city zip country state vatNumber phone email }
  deliveryAddress { name address city zip country email }
  licenseAddress { name address city country }
`;

export const CREATE_ORDER = /* GraphQL */ `
  mutation CreateOrder(
    $user: OrderUserInput, $userInput: OrderUserInput, $physicalProductSelections: [PhysicalProductSelectionInput!],
    $shippingID: ID, $isGift: Boolean, $affiliateID: String, $discountCode: String, $reCaptchaToken: String
  ) {
    createOrder(user: $user, userInput: $userInput, physicalProductSelections: $physicalProductSelections,
                shippingID: $shippingID, isGift: $isGift, affiliateID: $affiliateID,
                discountCode: $discountCode, reCaptchaToken: $reCaptchaToken) { ${ORDER_FIELDS} }
  }
`;

export const CREATE_USER_ORDER = /* GraphQL */ `
  mutation CreateUserOrder(
    $physicalProductSelections: [PhysicalProductSelectionInput!], $shippingID: ID, $discountCode: String,
    $billingAddressID: ID!, $shippingAddressID: ID, $licenseAddressID: ID
  ) {
    createUserOrder(physicalProductSelections: $physicalProductSelections, shippingID: $shippingID,
                    discountCode: $discountCode, billingAddressID: $billingAddressID,
                    shippingAddressID: $shippingAddressID, licenseAddressID: $licenseAddressID) { ${ORDER_FIELDS} }
  }
`;

export const READ_ORDER = /* GraphQL */ `
  query ReadOrder($orderID: ID!, $hash: String) { readOrder(orderID: $orderID, hash: $hash) { ${ORDER_FIELDS} } }
`;

export const CANCEL_ORDER = /* GraphQL */ `
  mutation CancelOrder($id: ID!, $hash: String) { cancelOrder(id: $id, hash: $hash) { id status cancellable paymentUrl } }
`;

export interface OrderAnswer {
  id: string;
  hash: string;
  status: string;
  type: string;
  email: string | null;
  paymentUrl: string | null;
  cancellable: boolean;
  canDownload: boolean;
  subTotalPrice: { amount: number; currency: string };
  discountPrice: { amount: number };
  shippingPrice: { amount: number };
  vatPrice: { amount: number };
  totalPrice: { amount: number; currency: string };
  clubPoints: number;
  shipping: { id: string; type: string; price: { amount: number }; totalVAT: { amount: number } } | null;
  items: {
    kind: string;
    quantity: number;
    title: string;
    selectionIndex: number | null;
    productID: string | null;
    familyID: string | null;
    physicalProductID: string | null;
    variantID: string | null;
    price: { amount: number };
    unitPrice: { amount: number };
    totalVAT: { amount: number };
    percentageVAT: number;
    discount: { amount: number };
    license: {
      id: string;
      title: string;
      licenseName: string | null;
      licenseEmail: string | null;
      licenseIndex: number | null;
      options: { name: string; value: string }[];
    }[];
  }[];
  invoiceAddress: Record<string, unknown> | null;
  deliveryAddress: Record<string, unknown> | null;
  licenseAddress: Record<string, unknown> | null;
}

export const GUEST = {
  email: 'jana@example.cz',
  name: 'Jana Nováková',
  organization: 'Studio Ř',
  address: ['Křenová 67', 'Dvůr 2'],
  city: 'Brno',
  zip: '602 00',
  country: 'CZ',
  phone: '+420 123 456 789',
};

export const codeOf = (response: GraphQLResponse<unknown>) => response.body.errors?.[0]?.extensions?.code;
export const fieldsOf = (response: GraphQLResponse<unknown>) =>
  response.body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;

/** A request from the web app's origin, optionally with a session cookie. */
export function send<Data = Record<string, unknown>>(
  app: TestApp,
  query: string,
  variables?: Record<string, unknown>,
  cookie?: string,
) {
  return app.graphql<Data>(query, variables, { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}) });
}

/** A seeded variant of a product (by url and label), with its stock set for the test. */
export async function variantWithStock(app: TestApp, productUrl: string, label: string, stock: number) {
  const { db } = app.database;
  const [row] = await db
    .select({ productId: physicalProducts.id, variantId: physicalProductVariants.id })
    .from(physicalProductVariants)
    .innerJoin(physicalProducts, eq(physicalProducts.id, physicalProductVariants.physicalProductId))
    .where(and(eq(physicalProducts.url, productUrl), eq(physicalProductVariants.label, label)));
  if (!row) throw new Error(`no variant ${label} of ${productUrl} in the seed`);
  await db
    .update(physicalProductVariants)
    .set({ stock })
    .where(eq(physicalProductVariants.id, row.variantId));
  return { productID: String(row.productId), variantID: String(row.variantId) };
}

export async function stockOf(app: TestApp, variantID: string): Promise<number> {
  const [row] = await app.database.db
    .select({ stock: physicalProductVariants.stock })
    .from(physicalProductVariants)
    .where(eq(physicalProductVariants.id, Number(variantID)));
  if (!row) throw new Error(`no variant ${variantID}`);
  return row.stock;
}

/** A seeded shipping method by title: 'Standard post' (EU), 'International post' (worldwide). */
export async function shippingIdByTitle(app: TestApp, title: string): Promise<string> {
  const [row] = await app.database.db
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(eq(shippingMethods.title, title));
  if (!row) throw new Error(`no shipping method '${title}' in the seed`);
  return String(row.id);
}

/** The seeded EU post. */
export const postShippingId = (app: TestApp) => shippingIdByTitle(app, 'Standard post');

/** createOrder variables of a guest buying `quantity` of a variant, posted. */
export function guestOrder(
  selection: { productID: string; variantID: string },
  shippingID: string,
  quantity = 1,
  extra: Record<string, unknown> = {},
) {
  return {
    user: GUEST,
    physicalProductSelections: [{ ...selection, quantity, selectionIndex: 0 }],
    shippingID,
    reCaptchaToken: DEV_CAPTCHA_TOKEN,
    ...extra,
  };
}
