import { randomBytes } from 'node:crypto';
import { corporateAccessCodes, type Db, families, licenseOptionChoices, products } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { insertPaidOrder } from '../fixtures/paid-order.ts';
import type { TestApp } from '../harness.ts';
import { insertOrder } from '../payment-orders.ts';
import { CLUB_OPERATIONS, type ClubWalkTargets, clubWalkTargets } from './admin-club-operations.ts';
import { insertAuthorisedPayment, insertPendingSubmission } from './admin-helpers.ts';
import {
  EDITORIAL_WALK_OPERATIONS,
  type EditorialWalkTargets,
  insertWalkLicenceOption,
} from './admin-operations-editorial.ts';
import { STORY_LINKS_WALK_OPERATIONS } from './admin-operations-story-links.ts';
import { insertCustomer, insertWaitingBankTransfer } from './customer-fixtures.ts';
import {
  insertDraftNewsletterIssue,
  insertDraftStaticPage,
  insertDraftStory,
  insertPressItem,
} from './editorial-helpers.ts';
import { addSpareVariantAndImage, insertDiscountCode, insertStockedProduct } from './product-helpers.ts';
import { insertStaffMember } from './staff-fixtures.ts';

/** The records one walk step works on, fresh for each call (a write must find something to change). */
export interface WalkTargets extends EditorialWalkTargets, ClubWalkTargets {
  paidOrderId: number;
  newOrderId: number;
  posterOrderId: number;
  submissionId: number;
  fontProductId: number;
  corporateCodeId: number;
  newCorporateCode: string;
  licenceTierId: number;
  productId: number;
  variantId: number;
  /** A second variant of the product, which no order names: removable. */
  spareVariantId: number;
  /** The key of the product's one image. */
  imageKey: string;
  discountCodeId: number;
  customerId: number;
  customerEmail: string;
  staffId: number;
  bankTransferOrderId: number;
  /** A fresh unpublished family: publishing it is a change each time. */
  familyId: number;
  storyId: number;
  staticPageId: number;
}

export async function walkTargets(app: TestApp): Promise<WalkTargets> {
  const db: Db = app.database.db;
  const paid = await insertPaidOrder(db, { families: [{ familyUrl: 'vollkorn' }] });
  await insertAuthorisedPayment(db, paid, 100_000);
  const poster = await insertPaidOrder(db, { families: [], withPhysicalItem: true });
  const fresh = await insertOrder(app);
  const submission = await insertPendingSubmission(db);
  const [fontProduct] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.kind, 'FAMILY'))
    .limit(1);
  const [corporateCode] = await db
    .insert(corporateAccessCodes)
    .values({ code: `WALK-${randomBytes(4).toString('hex').toUpperCase()}`, company: 'Walk Ltd' })
    .returning({ id: corporateAccessCodes.id });
  const [tier] = await db.select({ id: licenseOptionChoices.id }).from(licenseOptionChoices).limit(1);
  const stocked = await insertStockedProduct(db);
  const spare = await addSpareVariantAndImage(db, stocked.productId);
  const discountCode = await insertDiscountCode(db);
  const customer = await insertCustomer(db);
  const staffMember = await insertStaffMember(db, 'support');
  const transfer = await insertWaitingBankTransfer(db);
  const suffix = Math.random().toString(36).slice(2, 10);
  const [family] = await db
    .insert(families)
    .values({ url: `walk-family-${suffix}`, title: 'Walk Family', published: false })
    .returning({ id: families.id });
  return {
    ...(await clubWalkTargets(db)),
    familyId: family?.id ?? -1,
    paidOrderId: paid.id,
    newOrderId: fresh.id,
    posterOrderId: poster.id,
    submissionId: submission.id,
    fontProductId: fontProduct?.id ?? 0,
    corporateCodeId: corporateCode?.id ?? 0,
    newCorporateCode: `NEW-${randomBytes(4).toString('hex').toUpperCase()}`,
    licenceTierId: tier?.id ?? 0,
    productId: stocked.productId,
    variantId: stocked.variantId,
    spareVariantId: spare.variantId,
    imageKey: spare.imageKey,
    discountCodeId: discountCode.id,
    customerId: customer.id,
    customerEmail: customer.email,
    staffId: staffMember.id,
    bankTransferOrderId: transfer.id,
    storyId: await insertDraftStory(db),
    staticPageId: await insertDraftStaticPage(db),
    pressItemId: await insertPressItem(db),
    newsletterIssueId: await insertDraftNewsletterIssue(db),
    ...(await insertWalkLicenceOption(db)),
  };
}

/** One document per root field of the admin schema, with variables from the walk's targets. */
export const ADMIN_OPERATIONS: Record<
  string,
  { document: string; variables?: (t: WalkTargets) => Record<string, unknown>; writes?: boolean }
> = {
  me: { document: 'query { me { id role } }' },
  dashboard: {
    document: 'query { dashboard { ordersToShip rewardClaimsToShip salesToday { amount currency } } }',
  },
  orders: { document: 'query { orders(pageSize: 5) { total nodes { id status } } }' },
  order: {
    document: 'query ($id: ID!) { order(id: $id) { order { id } payments { id } } }',
    variables: (t) => ({ id: String(t.paidOrderId) }),
  },
  refundOrder: {
    document: 'mutation ($id: ID!) { refundOrder(orderId: $id, amount: 100, reason: "walk") { status } }',
    variables: (t) => ({ id: String(t.paidOrderId) }),
    writes: true,
  },
  markOrderShipped: {
    document:
      'mutation ($id: ID!) { markOrderShipped(orderId: $id, trackingNumber: "RR123456789CZ") { trackingNumber } }',
    variables: (t) => ({ id: String(t.posterOrderId) }),
    writes: true,
  },
  cancelOrder: {
    document: 'mutation ($id: ID!) { cancelOrder(orderId: $id) { id status } }',
    variables: (t) => ({ id: String(t.newOrderId) }),
    writes: true,
  },
  fontsInUseSubmissions: { document: 'query { fontsInUseSubmissions { id } }' },
  reviewFontsInUseSubmission: {
    document: 'mutation ($id: ID!) { reviewFontsInUseSubmission(id: $id, approve: true) { status } }',
    variables: (t) => ({ id: String(t.submissionId) }),
    writes: true,
  },
  auditLog: { document: 'query { auditLog(pageSize: 5) { total nodes { action } } }' },
  priceList: { document: 'query { priceList { families { id products { id price { amount } } } } }' },
  changeFontProductPrice: {
    document:
      'mutation ($id: ID!) { changeFontProductPrice(productId: $id, amount: 4900) { price { amount } } }',
    variables: (t) => ({ id: String(t.fontProductId) }),
    writes: true,
  },
  corporateCodes: { document: 'query { corporateCodes { id code status } }' },
  createCorporateCode: {
    document:
      'mutation ($code: String!, $ids: [ID!]!) { createCorporateCode(code: $code, company: "Walk Ltd", productIds: $ids) { id } }',
    variables: (t) => ({ code: t.newCorporateCode, ids: [String(t.fontProductId)] }),
    writes: true,
  },
  disableCorporateCode: {
    document: 'mutation ($id: ID!) { disableCorporateCode(id: $id) { status } }',
    variables: (t) => ({ id: String(t.corporateCodeId) }),
    writes: true,
  },
  licences: { document: 'query { licences { slug options { name tiers { id priceFactor } } } }' },
  changeLicenceTier: {
    document:
      'mutation ($id: ID!) { changeLicenceTier(tierId: $id, title: "1 computer", priceFactor: 1) { priceFactor } }',
    variables: (t) => ({ id: String(t.licenceTierId) }),
    writes: true,
  },
  salesReport: {
    document: 'query { salesReport(by: MONTH, from: "2026-01", to: "2026-12") { key currency gross } }',
  },
  vatOssReport: {
    document:
      'query { vatOssReport(quarter: "2026-Q3") { consumerSales { country vatAmount } reverseCharge { vatNumber } } }',
  },
  pageViewReport: {
    document:
      'query { pageViewReport(from: "2026-01", to: "2026-12") { projects { pageViews } totals { month } } }',
  },
  products: { document: 'query { products { id title stock } }' },
  product: {
    document:
      'query ($id: ID!) { product(id: $id) { product { id body publishedAt images { key url width height alt } } variants { id stock ordered } movements { id } } }',
    variables: (t) => ({ id: String(t.productId) }),
  },
  adjustStock: {
    document: 'mutation ($id: ID!) { adjustStock(variantId: $id, delta: 2, reason: "walk count") { stock } }',
    variables: (t) => ({ id: String(t.variantId) }),
    writes: true,
  },
  setProductPricing: {
    document: 'mutation ($id: ID!) { setProductPricing(productId: $id, priceAmount: 2500) { priceAmount } }',
    variables: (t) => ({ id: String(t.productId) }),
    writes: true,
  },
  createProduct: {
    document:
      'mutation ($url: String!) { createProduct(digital: false, productType: "POSTER", title: "Walk poster", url: $url, priceAmount: 2500, variants: ["A2"]) { id publishedAt } }',
    variables: () => ({ url: `walk-${Math.random().toString(36).slice(2, 10)}` }),
    writes: true,
  },
  updateProductTexts: {
    document:
      'mutation ($id: ID!, $url: String!) { updateProductTexts(productId: $id, title: "Walk poster", url: $url, body: "Walked.") { title } }',
    variables: (t) => ({
      id: String(t.productId),
      url: `walk-texts-${Math.random().toString(36).slice(2, 10)}`,
    }),
    writes: true,
  },
  setProductPublished: {
    document: 'mutation ($id: ID!) { setProductPublished(productId: $id, published: false) { publishedAt } }',
    variables: (t) => ({ id: String(t.productId) }),
    writes: true,
  },
  addProductVariant: {
    document: 'mutation ($id: ID!) { addProductVariant(productId: $id, label: "A1") { id } }',
    variables: (t) => ({ id: String(t.productId) }),
    writes: true,
  },
  renameProductVariant: {
    document: 'mutation ($id: ID!) { renameProductVariant(variantId: $id, label: "A2 matt") { id } }',
    variables: (t) => ({ id: String(t.variantId) }),
    writes: true,
  },
  removeProductVariant: {
    document: 'mutation ($id: ID!) { removeProductVariant(variantId: $id) { id } }',
    variables: (t) => ({ id: String(t.spareVariantId) }),
    writes: true,
  },
  removeProductImage: {
    document:
      'mutation ($id: ID!, $key: String!) { removeProductImage(productId: $id, key: $key) { images { key } } }',
    variables: (t) => ({ id: String(t.productId), key: t.imageKey }),
    writes: true,
  },
  discountCodes: { document: 'query { discountCodes { id code usedCount } }' },
  createDiscountCode: {
    document: 'mutation ($code: String!) { createDiscountCode(code: $code, percent: 5) { id } }',
    variables: () => ({ code: `WALK-${Math.random().toString(36).slice(2, 10)}` }),
    writes: true,
  },
  disableDiscountCode: {
    document: 'mutation ($id: ID!) { disableDiscountCode(id: $id) { disabledAt } }',
    variables: (t) => ({ id: String(t.discountCodeId) }),
    writes: true,
  },

  customers: { document: 'query { customers(search: "example") { total nodes { id email } } }' },
  customer: {
    document: 'query ($id: ID!) { customer(id: $id) { customer { id } clubPoints clubHistory { points } } }',
    variables: (t) => ({ id: String(t.customerId) }),
  },
  adjustClubPoints: {
    document:
      'mutation ($id: ID!) { adjustClubPoints(customerId: $id, points: 5, reason: "walk") { points } }',
    variables: (t) => ({ id: String(t.customerId) }),
    writes: true,
  },
  sendPasswordResetLink: {
    document: 'mutation ($id: ID!) { sendPasswordResetLink(customerId: $id) }',
    variables: (t) => ({ id: String(t.customerId) }),
    writes: true,
  },
  exportCustomerData: {
    document: 'mutation ($id: ID!) { exportCustomerData(customerId: $id) { fileName } }',
    variables: (t) => ({ id: String(t.customerId) }),
    writes: true,
  },
  eraseCustomer: {
    document:
      'mutation ($id: ID!, $email: String!) { eraseCustomer(customerId: $id, confirmEmail: $email) { ordersKept } }',
    variables: (t) => ({ id: String(t.customerId), email: t.customerEmail }),
    writes: true,
  },
  markBankTransferReceived: {
    document:
      'mutation ($id: ID!) { markBankTransferReceived(orderId: $id, reference: "BANK-WALK") { status } }',
    variables: (t) => ({ id: String(t.bankTransferOrderId) }),
    writes: true,
  },
  resendOrderDocuments: {
    document: 'mutation ($id: ID!) { resendOrderDocuments(orderId: $id) }',
    variables: (t) => ({ id: String(t.paidOrderId) }),
    writes: true,
  },
  staffMembers: { document: 'query { staffMembers { id email role disabled } }' },
  addStaffMember: {
    document:
      'mutation ($email: String!) { addStaffMember(email: $email, role: "support") { staff { id } password } }',
    variables: (t) => ({ email: `new-${t.staffId}@foundry.test` }),
    writes: true,
  },
  changeStaffRole: {
    document: 'mutation ($id: ID!) { changeStaffRole(id: $id, role: "editor") { role } }',
    variables: (t) => ({ id: String(t.staffId) }),
    writes: true,
  },
  disableStaffMember: {
    document: 'mutation ($id: ID!) { disableStaffMember(id: $id) { disabled } }',
    variables: (t) => ({ id: String(t.staffId) }),
    writes: true,
  },

  families: { document: 'query { families(search: "walk") { id title published } }' },
  family: {
    document: 'query ($id: ID!) { family(id: $id) { id title encodings { id } } }',
    variables: (t) => ({ id: String(t.familyId) }),
  },
  updateFamily: {
    document: `mutation ($id: ID!) {
      updateFamily(id: $id, input: { title: "Walk Family Renamed", categories: [], preRelease: false,
        hasWeightCalculator: false, pairingIds: [], relatedIds: [] }) { id title }
    }`,
    variables: (t) => ({ id: String(t.familyId) }),
    writes: true,
  },
  setFamilyPublished: {
    document: 'mutation ($id: ID!) { setFamilyPublished(id: $id, published: true) { id published } }',
    variables: (t) => ({ id: String(t.familyId) }),
    writes: true,
  },

  adminStories: { document: 'query { adminStories { id status } }' },
  adminStory: {
    document: 'query ($id: ID!) { adminStory(id: $id) { id blocks { kind } } }',
    variables: (t) => ({ id: String(t.storyId) }),
  },
  adminAuthors: { document: 'query { adminAuthors { id title } }' },
  storyPreviewLink: {
    document: 'query ($id: ID!) { storyPreviewLink(id: $id) { url } }',
    variables: (t) => ({ id: String(t.storyId) }),
  },
  saveStory: {
    document: 'mutation ($id: ID!, $input: StoryInput!) { saveStory(id: $id, input: $input) { id } }',
    variables: (t) => ({
      id: String(t.storyId),
      input: {
        type: 'BLOG',
        title: 'Walked story',
        url: `walked-story-${t.storyId}`,
        date: '2026-01-02',
        language: 'en',
        authorIds: [],
        blocks: [{ kind: 'paragraph', text: 'Walked.' }],
      },
    }),
    writes: true,
  },
  publishStory: {
    document: 'mutation ($id: ID!) { publishStory(id: $id) { status } }',
    variables: (t) => ({ id: String(t.storyId) }),
    writes: true,
  },
  unpublishStory: {
    document: 'mutation ($id: ID!) { unpublishStory(id: $id) { status } }',
    variables: (t) => ({ id: String(t.storyId) }),
    writes: true,
  },
  saveAuthor: {
    document: 'mutation ($url: String!) { saveAuthor(url: $url, title: "Walked Author") { id } }',
    variables: (t) => ({ url: `walked-author-${t.storyId}` }),
    writes: true,
  },
  adminStaticPages: { document: 'query { adminStaticPages { id status } }' },
  adminHelpItems: { document: 'query { adminHelpItems { id url } }' },
  saveStaticPage: {
    document:
      'mutation ($id: ID!, $input: StaticPageInput!) { saveStaticPage(id: $id, input: $input) { id } }',
    variables: (t) => ({
      id: String(t.staticPageId),
      input: { url: `walked-page-${t.staticPageId}`, kind: 'generic', title: 'Walked page', blocks: [] },
    }),
    writes: true,
  },
  publishStaticPage: {
    document: 'mutation ($id: ID!) { publishStaticPage(id: $id) { status } }',
    variables: (t) => ({ id: String(t.staticPageId) }),
    writes: true,
  },
  unpublishStaticPage: {
    document: 'mutation ($id: ID!) { unpublishStaticPage(id: $id) { status } }',
    variables: (t) => ({ id: String(t.staticPageId) }),
    writes: true,
  },
  saveHelpItem: {
    document:
      'mutation ($url: String!) { saveHelpItem(url: $url, title: "Walked help", body: "", sort: 1) { id } }',
    variables: (t) => ({ url: `walked-help-${t.storyId}` }),
    writes: true,
  },
  ...EDITORIAL_WALK_OPERATIONS,
  ...STORY_LINKS_WALK_OPERATIONS,
  ...CLUB_OPERATIONS,
};
