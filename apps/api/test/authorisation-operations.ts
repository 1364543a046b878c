import { HOME, PASSWORD } from './account-helpers.ts';

/** What user A owns; user B's calls name these ids. */
export interface Victim {
  addressId: string;
  cardId: string;
  cardToken: string;
  orderId: string;
  orderHash: string;
  /** A's fonts-in-use project (title 'Zanzibar harbour'). */
  fontsInUseId: string;
  /** A family A bought, and the hash of that order (shown in A's licences). */
  familyId: string;
  fontOrderHash: string;
  /** A's saved customisation of an Inter variable font. */
  customisation: { id: string; familyId: string; variableFontId: string };
  /** A's web font project (title 'Zanzibar webfonts') and a style of the family A bought (desktop licence only). */
  webfonts: { projectId: string; styleId: string };
}

export interface Recipe {
  document: string;
  variables: (victim: Victim) => Record<string, unknown>;
}

const FONT_SELECTION = { productIDs: ['1'], encodingIDs: ['1'], licenses: [], selectionIndex: 0 };

/**
 * Every root field that needs a signed-in user, with a call that names user A's data. Without a
 * session each must answer code 1; with user B's session none may read or change A's data.
 */
export const SESSION_OPERATIONS: Record<string, Recipe> = {
  readUser: {
    document: `{ readUser { id email addresses { nodes { id city } } defaultAddress { id city }
      storedCards { id lastFour storedPaymentMethodId } orders { nodes { id hash } }
      priceCalculations { nodes { id hash } }
      myFonts { nodes { id family { url } licenses { orderID orderHash } customisations { title } } }
      myEbooks { nodes { id orderID } }
      myWebfonts { nodes { id title licenseKey } } availableWebfontsProjectTypes } }`,
    variables: () => ({}),
  },
  verifyStoredCard: {
    document: 'query ($id: ID!) { verifyStoredCard(id: $id) { id lastFour } }',
    variables: (victim) => ({ id: victim.cardId }),
  },
  addStoredCard: {
    document: 'mutation ($m: JSON!) { addStoredCard(paymentMethod: $m) { resultCode } }',
    variables: () => ({ m: { type: 'scheme', number: '4111111111111111' } }),
  },
  deleteStoredCard: {
    document: 'mutation ($id: ID!) { deleteStoredCard(id: $id) { id lastFour } }',
    variables: (victim) => ({ id: victim.cardId }),
  },
  updateDefaultStoredCard: {
    document: 'mutation ($id: ID!) { updateDefaultStoredCard(id: $id) { id lastFour } }',
    variables: (victim) => ({ id: victim.cardId }),
  },
  makeStoredCardPayment: {
    document: `mutation ($orderID: ID!, $method: JSON!) {
      makeStoredCardPayment(orderID: $orderID, method: $method, returnUrl: "http://localhost:3000/pay") { resultCode } }`,
    variables: (victim) => ({
      orderID: victim.orderId,
      method: { type: 'scheme', storedPaymentMethodId: victim.cardToken },
    }),
  },
  updateUser: {
    document: 'mutation ($email: String) { updateUser(club: true, email: $email) { id email } }',
    variables: () => ({ email: 'hijacked@example.com' }),
  },
  cancelAccount: {
    document: 'mutation ($password: String) { cancelAccount(password: $password) }',
    variables: () => ({ password: PASSWORD }),
  },
  createUserAddress: {
    document: 'mutation ($a: AddressInput!) { createUserAddress(address: $a) { id } }',
    variables: () => ({ a: HOME }),
  },
  updateUserAddress: {
    document:
      'mutation ($id: ID!, $a: AddressInput!) { updateUserAddress(id: $id, address: $a, isDefault: true) { id city } }',
    variables: (victim) => ({ id: victim.addressId, a: { ...HOME, city: 'Hijacked' } }),
  },
  deleteUserAddress: {
    document: 'mutation ($id: ID!) { deleteUserAddress(id: $id) { id city } }',
    variables: (victim) => ({ id: victim.addressId }),
  },
  createUserOrder: {
    document: `mutation ($id: ID!, $f: [FamilyProductSelectionInput!]) {
      createUserOrder(billingAddressID: $id, familyProductSelections: $f) { id invoiceAddress { city } } }`,
    variables: (victim) => ({ id: victim.addressId, f: [FONT_SELECTION] }),
  },
  createFontCustomisation: {
    document: `mutation ($f: ID!, $v: ID!) { createFontCustomisation(familyID: $f, variableFontID: $v,
      title: "Alice cut", axes: [{ tag: "wght", value: 500 }, { tag: "opsz", value: 20 }]) { id title } }`,
    variables: (victim) => ({ f: victim.customisation.familyId, v: victim.customisation.variableFontId }),
  },
  updateFontCustomisation: {
    document: `mutation ($id: ID!, $f: ID!, $v: ID!) { updateFontCustomisation(id: $id, familyID: $f,
      variableFontID: $v, title: "Hijacked", axes: [{ tag: "wght", value: 600 }, { tag: "opsz", value: 20 }]) { id title } }`,
    variables: ({ customisation }) => ({
      id: customisation.id,
      f: customisation.familyId,
      v: customisation.variableFontId,
    }),
  },
  deleteFontCustomisation: {
    document: 'mutation ($id: ID!) { deleteFontCustomisation(id: $id) { id title } }',
    variables: (victim) => ({ id: victim.customisation.id }),
  },
  readUserFontsInUse: {
    document: '{ readUserFontsInUse { nodes { id title images { url } } } }',
    variables: () => ({}),
  },
  readUserFontsInUseProject: {
    document: 'query ($id: ID!) { readUserFontsInUseProject(id: $id) { id title } }',
    variables: (victim) => ({ id: victim.fontsInUseId }),
  },
  createUserFontsInUse: {
    document: `mutation ($data: UserFontsInUseInput!) {
      createUserFontsInUse(data: $data, reCaptchaToken: "dev-captcha-token") { id title } }`,
    variables: () => ({ data: { title: 'Hijacked', families: ['1'], images: [] } }),
  },
  updateUserFontsInUse: {
    document: `mutation ($id: ID!, $data: UserFontsInUseInput!) {
      updateUserFontsInUse(id: $id, data: $data) { id title } }`,
    variables: (victim) => ({
      id: victim.fontsInUseId,
      data: { title: 'Hijacked', families: ['1'], images: [] },
    }),
  },
  deleteUserFontsInUse: {
    document: 'mutation ($id: ID!) { deleteUserFontsInUse(id: $id) }',
    variables: (victim) => ({ id: victim.fontsInUseId }),
  },
  readUpgradeOptions: {
    document: 'query ($f: ID!) { readUpgradeOptions(myFamilyID: $f) }',
    variables: (victim) => ({ f: victim.customisation.familyId }),
  },
  readUpgradeProducts: {
    document: 'query ($f: ID!) { readUpgradeProducts(myFamilyID: $f, upgradeOption: Consolidate) { id } }',
    variables: (victim) => ({ f: victim.customisation.familyId }),
  },
  readUpgradeEncodings: {
    document: 'query ($f: ID!) { readUpgradeEncodings(myFamilyID: $f, upgradeOption: Consolidate) { id } }',
    variables: (victim) => ({ f: victim.customisation.familyId }),
  },
  readUpgradeLicenses: {
    document: 'query ($f: ID!) { readUpgradeLicenses(myFamilyID: $f, upgradeOption: Consolidate) { slug } }',
    variables: (victim) => ({ f: victim.customisation.familyId }),
  },
  readUpgradeFamilySummary: {
    document: `query ($f: ID!) { readUpgradeFamilySummary(myFamilyID: $f, upgradeOption: Consolidate,
      licenses: []) { items { title description } subTotalPrice { amount } } }`,
    variables: (victim) => ({ f: victim.customisation.familyId }),
  },
  createCorporateOrder: {
    document: `mutation ($id: ID!) {
      createCorporateOrder(billingAddressID: $id, code: "NOPE", productID: "1", licenses: []) { id } }`,
    variables: (victim) => ({ id: victim.addressId }),
  },
  // Club webinars and crowdfunding (docs/club-events.md): B, not a club member, sees no links and cannot pledge.
  readWebinars: {
    document: '{ readWebinars { nodes { id title link iCal } } }',
    variables: () => ({}),
  },
  readCrowdfundingProjects: {
    document: '{ readCrowdfundingProjects { nodes { id fundedPoints transactionsCount } } }',
    variables: () => ({}),
  },
  crowdfundingProjectFund: {
    document: 'mutation { crowdfundingProjectFund(points: 10, projectID: "1") { id fundedPoints } }',
    variables: () => ({}),
  },
  // A has the affiliate flag and a programme coded 'Zanzibar-A'; each field reads the viewer's own.
  readAffiliateCodes: {
    document: '{ readAffiliateCodes { id code domain link securityToken } }',
    variables: () => ({}),
  },
  readAffiliateProgramme: {
    document: `{ readAffiliateProgramme { programs { id code domain } invoiceLimit { amount }
      unpaidAmount { amount } orders { id programCode } } }`,
    variables: () => ({}),
  },
  readAffiliateStats: {
    document: '{ readAffiliateStats { month visits numOrders commission { amount } } }',
    variables: () => ({}),
  },
  updateAffiliateProgrammeInvoiceLimit: {
    document: 'mutation { updateAffiliateProgrammeInvoiceLimit(limit: 20000) { programs { code } } }',
    variables: () => ({}),
  },
  // Web font projects (docs/webfonts.md): every field names A's project; B gets 103 on `id`.
  readWebfontsProjects: {
    document:
      'query ($id: ID) { readWebfontsProjects(id: $id, pageSize: 1) { nodes { id title licenseKey domains } } }',
    variables: (victim) => ({ id: victim.webfonts.projectId }),
  },
  readWebfontsProjectAvailableFamilies: {
    document: `query ($id: ID) { readWebfontsProjectAvailableFamilies(projectID: $id, projectType: self_hosting) {
      id styles { id } } }`,
    variables: (victim) => ({ id: victim.webfonts.projectId }),
  },
  readWebfontsProjectAvailableFontInfo: {
    document:
      'query ($id: ID) { readWebfontsProjectAvailableFontInfo(styleID: $id) { fontWeight characterSets { id } } }',
    variables: (victim) => ({ id: victim.webfonts.styleId }),
  },
  readWebfontsProjectStats: {
    document:
      'query ($id: ID) { readWebfontsProjectStats(id: $id) { firstMonth items { month pageViews } } }',
    variables: (victim) => ({ id: victim.webfonts.projectId }),
  },
  createWebfontsProject: {
    document: `mutation ($s: ID) { createWebfontsProject(title: "Hijacked", type: self_hosting,
      fonts: [{ styleID: $s }]) { id licenseKey } }`,
    variables: (victim) => ({ s: victim.webfonts.styleId }),
  },
  updateWebfontsProject: {
    document: `mutation ($id: ID!) { updateWebfontsProject(id: $id, title: "Hijacked", domains: ["evil.example"]) {
      id title licenseKey } }`,
    variables: (victim) => ({ id: victim.webfonts.projectId }),
  },
  deleteWebfontsProject: {
    document: 'mutation ($id: ID!) { deleteWebfontsProject(id: $id) }',
    variables: (victim) => ({ id: victim.webfonts.projectId }),
  },
  updateWebfontsProjectStatus: {
    document:
      'mutation ($id: ID!) { updateWebfontsProjectStatus(id: $id, status: PAUSED) { id status licenseKey } }',
    variables: (victim) => ({ id: victim.webfonts.projectId }),
  },
  // The club (docs/club.md): A's history and voucher name Zanzibar; B's reads answer B's own club.
  readUserClubInfo: {
    document: '{ readUserClubInfo { club clubPoints clubPointsText referralCode availableVouchersCount } }',
    variables: () => ({}),
  },
  readClubTransactionHistory: {
    document: '{ readClubTransactionHistory { nodes { id points description } } }',
    variables: () => ({}),
  },
  readClubVouchers: {
    document: '{ readClubVouchers { id code } }',
    variables: () => ({}),
  },
  readClubAvailableRewards: {
    document: '{ readClubAvailableRewards { __typename } }',
    variables: () => ({}),
  },
  createClubReward: {
    document: `mutation ($id: ID!) { createClubReward(rewardID: "1", shippingAddressID: $id) {
      id voucher { code } } }`,
    variables: (victim) => ({ id: victim.addressId }),
  },
  createClubPointsOrder: {
    document: `mutation ($id: ID!) { createClubPointsOrder(points: 100, billingAddressID: $id) {
      id invoiceAddress { city } } }`,
    variables: (victim) => ({ id: victim.addressId }),
  },
};

/**
 * Root fields open to a visitor that reach an order: allowed with the order's hash or for its owner's
 * session only. User B, holding A's order id but not its hash, must be refused.
 */
export const OWNER_OR_HASH_OPERATIONS: Record<string, Recipe> = {
  readOrder: {
    document: 'query ($id: ID!) { readOrder(orderID: $id) { id hash } }',
    variables: (victim) => ({ id: victim.orderId }),
  },
  cancelOrder: {
    document: 'mutation ($id: ID!) { cancelOrder(id: $id) { id status } }',
    variables: (victim) => ({ id: victim.orderId }),
  },
  readPaymentSession: {
    document: `query ($id: ID!) {
      readPaymentSession(orderID: $id, returnUrl: "http://localhost:3000/pay") { id order { hash } } }`,
    variables: (victim) => ({ id: victim.orderId }),
  },
  makePayment: {
    document: `mutation ($id: ID!) {
      makePayment(orderID: $id, method: { type: "banktransfer" }, returnUrl: "http://localhost:3000/pay") { resultCode } }`,
    variables: (victim) => ({ id: victim.orderId }),
  },
  createDownloadInfo: {
    document: 'mutation ($id: ID!) { createDownloadInfo(orderID: $id, type: "order") { id hash } }',
    variables: (victim) => ({ id: victim.orderId }),
  },
  finalizeOrder: {
    document: 'mutation ($id: ID!) { finalizeOrder(orderID: $id, hash: "0000") { id hash } }',
    variables: (victim) => ({ id: victim.orderId }),
  },
};
