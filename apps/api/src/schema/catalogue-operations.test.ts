import { describe, expect, it } from 'vitest';
import { type GraphQLField, parse, validate } from '../lib/graphql.ts';
import { schema } from './schema.ts';

// Every root field, sent the way a client written against the shop's catalogue writes it
// (docs/shop-contract.md): the catalogue's argument names as variables and a selection of the
// fields the catalogue gives its entities. Each document must pass validation against the schema,
// so a renamed argument, a dropped field or a changed type fails here before it fails a client.
// The variables' types are the schema's own: the catalogue fixes names, not how a value is spelled.

interface CatalogueCall {
  /** The catalogue's argument names, sent as variables of the same name. */
  args: readonly string[];
  /** The selection, with the catalogue's entity fields; empty for a scalar answer. */
  select?: string;
}

const MONEY = '{ amount currency symbol }';
const PAGE_INFO = 'pageInfo { hasNextPage nextPage }';
const IMAGE = '{ url width height alt }';
const ADDRESS = '{ id label name organization address city zip country state vatNumber phone }';
// An order keeps a copy of each address as it was when ordered: no id or label of the address book.
const ORDER_ADDRESS = '{ name organization address city zip country state vatNumber phone }';
const STYLE =
  '{ id title fontURL location { tag value } variableFont { id } subsets { id url unicodeRanges } }';
const VARIABLE_FONT =
  '{ id title uniqueName fontURL axes { label tag min max default steps } subsets { id url unicodeRanges } }';
const LICENSE = '{ id title options { name choices { id title } hide } }';
const FAMILY = `{
  id title summary url customTitleText titleInEncoding trialFamilyProductID plannedReleaseDate preRelease
  flavor styles ${STYLE} defaultStyle { id } encoding { id url direction } familyEncodings { encoding { id url } titleInEncoding }
  prices { basicStyle ${MONEY} basicFamily ${MONEY} oldBasicStyle ${MONEY} oldBasicFamily ${MONEY} }
  xHeight openTypeFeatures variableFonts ${VARIABLE_FONT} specimenPDFLink credits
  suiteFamilies { id title url } collectionFamilies { id title url }
}`;
const FONT_PRODUCT = `{ id title kind price ${MONEY} oldPrice ${MONEY} family { id } style { id } }`;
const PHYSICAL_PRODUCT = `{
  id title url body productType coverBgColor coverImage ${IMAGE} images ${IMAGE} attributes { name value }
  percentageVAT price ${MONEY} oldPrice ${MONEY} available availability shippingRequired accountRequired
  variants { id label available availability price ${MONEY} } categories publishers languages lastModified
}`;
const SHIPPING = `{ id type title subTitle description deliveryTime price ${MONEY} percentageVAT pickupAddress }`;
const ORDER_ITEM = `{
  kind quantity title price ${MONEY} oldPrice ${MONEY} totalVAT ${MONEY} percentageVAT discount ${MONEY}
  license { title options { name value } } encodings { id } unsupportedEncodings downloadLink selectionIndex
}`;
const ORDER = `{
  id created invoiceUrl licenseUrl canDownload shippingTrackUrl paymentUrl status hash cancellable
  user { id storedCards { id } } totalPrice ${MONEY} subTotalPrice ${MONEY} discountPrice ${MONEY}
  vatPrice ${MONEY} clubPoints items ${ORDER_ITEM}
  shipping { id type title price ${MONEY} totalVAT ${MONEY} discount ${MONEY} }
  invoiceAddress ${ORDER_ADDRESS} deliveryAddress ${ORDER_ADDRESS} licenseAddress ${ORDER_ADDRESS}
}`;
const CART_SUMMARY = `{
  discountPrice ${MONEY} subTotalPrice ${MONEY} vatPrice ${MONEY} totalPrice ${MONEY} clubPoints
  shipping { id title price ${MONEY} } shippingRequired accountRequired
  items { selectionIndex quantity title price ${MONEY} product { __typename ... on FontProduct { id } ... on PhysicalProduct { id } } }
}`;
const STORED_CARD = '{ id storedPaymentMethodId brand expiryMonth expiryYear lastFour default status }';
const PAYMENT_RESULT = '{ resultCode action refusalReason order { id status } }';
const DOWNLOAD_INFO = '{ id hash status file }';
const STORY = `{
  id title type researchCategory date url description coverImage ${IMAGE} wordsCount readingTime movieDuration
  language categories authors { id title url } theme backgroundColor featuredFamilies { id title url }
  relatedStories { id title url } movieUrl series { id title url stories { id title url } }
  translations { id language url } thumbnail ${IMAGE}
  blocks { __typename }
}`;
const AUTHOR = `{ id title about website url coverImage ${IMAGE} }`;
const FONTS_IN_USE = `{
  id title description designer designerUrl photoCredits year status category output country languages
  encoding { id } families { id title } images ${IMAGE}
}`;
const WEBFONTS_PROJECT = `{
  id title type status licenseKey updated paymentUrl budget { amount } domains generating cssUrl downloadUrl canDelete
  billingEmails { email status } editingEmails { email status } lastMonthStats { month pageViews }
  fonts { cssDefinition fontWeight fontStyle fontDisplay otfFeatures characterSets customChars }
}`;
const USER = `{
  id email name organization address city zip country state vatNumber phone invoiceLanguage mailing
  addresses { nodes ${ADDRESS} ${PAGE_INFO} } storedCards ${STORED_CARD}
  orders(search: null, page: 1) { nodes { id status } ${PAGE_INFO} }
  myFonts(purchased: true, trial: false) { nodes { canDownload canCustomise canBuyOnlyPrerelease canDownloadCorporateFonts customisations { id title axesData { tag value } } } ${PAGE_INFO} }
  myEbooks { nodes { id title } ${PAGE_INFO} } myWebfonts { nodes { id } ${PAGE_INFO} }
  availableWebfontsProjectTypes canGetFullTrialFont clubSettings { notifyAfterTransaction notifyNewRewards notifyNewWebinar }
}`;
const CROWDFUNDING = `{
  id title description status goal deadline estimatedDelivery fundedDate goalProgress fundedPoints
  transactionsCount logo ${IMAGE} rewards { id title } updates { title }
}`;
const FONT_CUSTOMISATION = '{ id title axesData { tag value } }';
const AFFILIATE_PROGRAMME =
  '{ programs { id domain status } invoiceLimit { amount } unpaidAmount { amount } orders { id } }';
const HANDWRITING = `{ nodes { gender location motherTongue age multiLingual profession handedness thumbnails ${IMAGE} images ${IMAGE} } ${PAGE_INFO} }`;
const SEARCH_NODES = `nodes {
  __typename
  ... on Author { id title url } ... on Family { id title url } ... on GenericStaticPage { id title url }
  ... on HelpItem { id title url } ... on PhysicalProduct { id title url } ... on Story { id title url }
}`;
const UPGRADE_ARGS = ['myFamilyID', 'styleID', 'upgradeOption'] as const;

const QUERIES: Record<string, CatalogueCall> = {
  quickSearch: { args: ['term'], select: `{ category total ${SEARCH_NODES} }` },
  search: { args: ['term', 'categories', 'page', 'pageSize'], select: `{ ${SEARCH_NODES} ${PAGE_INFO} }` },
  readCountries: { args: [], select: '{ id code title useVATID vatCode states { code title } }' },
  readPaymentSession: { args: ['orderID', 'returnUrl'], select: '{ id sessionData clientKey }' },
  readAffiliateCodes: { args: [], select: '{ id domain status }' },
  readAffiliateProgramme: { args: [], select: AFFILIATE_PROGRAMME },
  readAffiliateStats: {
    args: ['dateFrom', 'dateTo'],
    select: '{ month visits numOrders commission { amount } }',
  },
  readAuthors: { args: ['url', 'category', 'page', 'pageSize'], select: `{ nodes ${AUTHOR} ${PAGE_INFO} }` },
  readAvailableShippings: { args: ['shippingAddress', 'physicalProductSelections'], select: SHIPPING },
  readBooksGiveAway: { args: ['url'], select: '{ id title url }' },
  readBooksGiveAways: { args: ['page', 'pageSize'], select: `{ nodes { id title url } ${PAGE_INFO} }` },
  readCartSummary: {
    args: ['familyProductSelections', 'physicalProductSelections', 'shipping', 'discountCode', 'user'],
    select: CART_SUMMARY,
  },
  readOrder: { args: ['orderID', 'hash'], select: ORDER },
  readClubRewards: {
    args: ['page', 'pageSize'],
    select: `{ nodes { __typename ... on ClubReward { id title points specimen { url } } ... on ClubVoucher { id code price ${MONEY} points } } ${PAGE_INFO} }`,
  },
  readClubAvailableRewards: {
    args: [],
    select: '{ __typename ... on ClubReward { id title points } ... on ClubVoucher { id code points } }',
  },
  readClubVouchers: { args: [], select: `{ id code price ${MONEY} points }` },
  readClubTransactionHistory: { args: ['page', 'pageSize'], select: `{ nodes { id points } ${PAGE_INFO} }` },
  readWebinars: {
    args: ['page', 'pageSize'],
    select: `{ nodes { id title subTitle description date duration live past link iCal } ${PAGE_INFO} }`,
  },
  readCrowdfundingProjects: { args: ['page', 'pageSize'], select: `{ nodes ${CROWDFUNDING} ${PAGE_INFO} }` },
  readCustomFontsCaseStudies: {
    args: ['page', 'pageSize'],
    select: `{ nodes { id title url } ${PAGE_INFO} }`,
  },
  readFamilies: {
    args: ['urls', 'url', 'ids', 'preRelease', 'encodingID', 'page', 'pageSize'],
    select: `{ nodes ${FAMILY} ${PAGE_INFO} }`,
  },
  readFamilyFilters: { args: [], select: '{ categories { value count } }' },
  readFamilyPairings: { args: ['familyID'], select: '{ id title url }' },
  readFamilyProducts: { args: ['familyID'], select: FONT_PRODUCT },
  readRelatedFamilies: { args: ['familyID'], select: `{ nodes { id title url } ${PAGE_INFO} }` },
  readFamilyShare: { args: ['id'], select: '{ id url }' },
  readFamilySummary: { args: ['familyID'], select: '{ stylesCount }' },
  readFamilyStaticStyles: { args: ['familyID'], select: STYLE },
  readFamilyMainProduct: { args: ['familyID'], select: FONT_PRODUCT },
  readFamilyPaths: { args: [], select: '{ url }' },
  readFamilyGroups: { args: ['type', 'page', 'pageSize'], select: `{ nodes { title } ${PAGE_INFO} }` },
  readVariableFonts: {
    args: ['familyIDs', 'page', 'pageSize'],
    select: `{ nodes ${VARIABLE_FONT} ${PAGE_INFO} }`,
  },
  readEncodings: { args: [], select: '{ id url direction }' },
  readFontCustomisationParams: { args: ['familyID'], select: '{ family { id } }' },
  readGlyphs: {
    args: ['styleID', 'category', 'pageSize', 'page'],
    select: `{ nodes { id path } ${PAGE_INFO} }`,
  },
  readGlyphsCategories: { args: ['styleID'], select: '{ name count }' },
  readLicenses: { args: [], select: LICENSE },
  readProducts: { args: ['productIDs', 'encodingIDs', 'licenses', 'preRelease'], select: FONT_PRODUCT },
  readPhysicalProducts: {
    args: ['productType', 'url', 'categories', 'publishers', 'languages', 'sortBy', 'page', 'pageSize'],
    select: `{ nodes ${PHYSICAL_PRODUCT} ${PAGE_INFO} }`,
  },
  readPhysicalProductsFilter: { args: ['productType'], select: '{ categories }' },
  readStories: {
    args: ['type', 'languages', 'researchCategory', 'url', 'page', 'pageSize'],
    select: `{ nodes ${STORY} ${PAGE_INFO} }`,
  },
  readStoriesLanguages: { args: [], select: '{ code name }' },
  readStaticPages: {
    args: ['url', 'ids', 'page', 'pageSize'],
    select: `{ nodes { __typename id title url } ${PAGE_INFO} }`,
  },
  readPressItems: {
    args: ['category', 'languageID', 'page', 'pageSize'],
    select: `{ nodes { title author year category publicationName url downloadUrl languages } ${PAGE_INFO} }`,
  },
  readHelpItems: { args: ['search'], select: '{ id title url body children { id title url } }' },
  readHomepageHero: { args: [], select: '{ kind }' },
  readHolidayNotice: { args: [], select: '{ notice start end }' },
  readNewsletterPreview: { args: ['id'], select: '{ id blocks { __typename } }' },
  readFontsInUse: {
    args: ['families', 'categories', 'outputs', 'languages', 'countries', 'url', 'page', 'pageSize'],
    select: `{ nodes ${FONTS_IN_USE} ${PAGE_INFO} }`,
  },
  readFontsInUseFilters: { args: [], select: '{ families { id } categories outputs languages countries }' },
  readFontsInUsePaths: { args: [], select: '{ url }' },
  readHandwritingFilters: { args: [], select: '{ genders }' },
  readHandwritingSubmissions: {
    args: ['gender', 'location', 'motherTongue', 'age', 'profession', 'handedness', 'page', 'pageSize'],
    select: HANDWRITING,
  },
  readTrialCartSummary: {
    args: ['productID', 'encodingIDs', 'preRelease'],
    select: `{ title price ${MONEY} oldPrice ${MONEY} totalVAT ${MONEY} percentageVAT discount ${MONEY} license { title } encodings { id } unsupportedEncodings downloadLink selectionIndex }`,
  },
  validateDiscountCode: {
    args: ['discountCode', 'familyProductSelections', 'physicalProductSelections'],
    select: '{ valid }',
  },
  validateVAT: { args: ['country', 'vatID'], select: '{ code }' },
  readDownloadInfo: { args: ['id', 'hash'], select: DOWNLOAD_INFO },
  readCorporateFonts: { args: ['code'], select: '{ code }' },
  readCorporateCartSummary: { args: ['code', 'productID', 'licenses'], select: CART_SUMMARY },
  readCorporateLicenses: { args: ['code'], select: LICENSE },
  readUser: { args: [], select: USER },
  readUserClubInfo: {
    args: [],
    select: `{ clubPoints clubPointsText clubPointsExpiration mailing fontsInUseProjectsCount referralsCount
      referralCode developmentFontsCount availableVouchersCount upcomingWebinarsCount activeCrowdfunding }`,
  },
  readUserFontsInUse: {
    args: ['status', 'page', 'pageSize'],
    select: `{ nodes { id status } ${PAGE_INFO} }`,
  },
  readUserFontsInUseProject: { args: ['id'], select: FONTS_IN_USE },
  verifyStoredCard: { args: ['id'], select: STORED_CARD },
  readUpgradeOptions: { args: ['myFamilyID'] },
  readUpgradeProducts: { args: UPGRADE_ARGS, select: FONT_PRODUCT },
  readUpgradeEncodings: { args: UPGRADE_ARGS, select: '{ id title }' },
  readUpgradeLicenses: { args: UPGRADE_ARGS, select: '{ id title }' },
  readUpgradeFamilySummary: {
    args: [...UPGRADE_ARGS, 'encodingIDs', 'licenses'],
    select: `{ items { title description } subTotalPrice ${MONEY} originalPrice ${MONEY} clubPoints unsupportedEncodings { key value } }`,
  },
  readWebfontsProjects: {
    args: ['id', 'page', 'pageSize'],
    select: `{ nodes ${WEBFONTS_PROJECT} ${PAGE_INFO} }`,
  },
  readWebfontsProjectAvailableFamilies: { args: ['projectType', 'projectID'], select: '{ id title }' },
  readWebfontsProjectAvailableFontInfo: {
    args: ['styleID', 'variableFontID'],
    select: '{ characterSets { id title count } }',
  },
  readWebfontsProjectStats: {
    args: ['id', 'dateFrom', 'dateTo'],
    select: `{ firstMonth downloadCsv items { month freePageViews pageViews cost ${MONEY} projectsCount } }`,
  },
};

const ORDER_SELECTIONS = ['familyProductSelections', 'physicalProductSelections'] as const;

const MUTATIONS: Record<string, CatalogueCall> = {
  addStoredCard: { args: ['paymentMethod'], select: PAYMENT_RESULT },
  cancelOrder: { args: ['id'], select: '{ id status }' },
  createClubReward: { args: ['rewardID', 'shippingAddressID'], select: '{ id status }' },
  countAffiliateVisit: { args: ['id', 'securityToken'] },
  createClubPointsOrder: { args: ['points', 'billingAddressID'], select: '{ id hash }' },
  createCorporateOrder: {
    args: ['code', 'productID', 'licenses', 'billingAddressID', 'licenseAddressID'],
    select: '{ id hash }',
  },
  createDownloadInfo: { args: ['familyID', 'orderID', 'hash', 'type', 'code'], select: DOWNLOAD_INFO },
  createFamilyShare: { args: ['data', 'reCaptchaToken'], select: '{ id url }' },
  createFontCustomisation: {
    args: ['familyID', 'variableFontID', 'title', 'axes'],
    select: FONT_CUSTOMISATION,
  },
  updateFontCustomisation: {
    args: ['id', 'familyID', 'variableFontID', 'title', 'axes'],
    select: FONT_CUSTOMISATION,
  },
  deleteFontCustomisation: { args: ['id'], select: '{ id }' },
  createOrder: {
    args: [
      'user',
      ...ORDER_SELECTIONS,
      'shippingID',
      'isGift',
      'affiliateID',
      'discountCode',
      'reCaptchaToken',
    ],
    select: '{ id hash status paymentUrl }',
  },
  createUserOrder: {
    args: [
      ...ORDER_SELECTIONS,
      'shippingID',
      'isGift',
      'affiliateID',
      'discountCode',
      'billingAddressID',
      'shippingAddressID',
      'licenseAddressID',
    ],
    select: '{ id hash status paymentUrl }',
  },
  createOutOfStockNotification: { args: ['email', 'productID', 'variation', 'token'] },
  createToken: {
    args: ['email', 'password', 'stayLoggedIn'],
    select: '{ valid user { id } status message }',
  },
  deleteToken: { args: [] },
  createUser: { args: ['password', 'userInfo', 'token', 'booksGiveAwayID'], select: '{ id email }' },
  createUserAddress: { args: ['address', 'label', 'isDefault'], select: ADDRESS },
  updateUserAddress: { args: ['id', 'address', 'label', 'isDefault'], select: ADDRESS },
  deleteUserAddress: { args: ['id'], select: ADDRESS },
  createUserFontsInUse: { args: ['data', 'reCaptchaToken'], select: '{ id status }' },
  updateUserFontsInUse: { args: ['id', 'data'], select: '{ id status }' },
  deleteUserFontsInUse: { args: ['id'] },
  createWebfontsProject: { args: ['title', 'type', 'domains', 'fonts'], select: WEBFONTS_PROJECT },
  updateWebfontsProject: { args: ['id', 'title', 'domains', 'fonts'], select: '{ id }' },
  deleteWebfontsProject: { args: ['id'] },
  updateWebfontsProjectStatus: { args: ['id', 'status'], select: '{ id status }' },
  cancelAccount: { args: [] },
  deleteStoredCard: { args: ['id'], select: STORED_CARD },
  updateDefaultStoredCard: { args: ['id'], select: STORED_CARD },
  downloadTrialFamily: { args: ['productID', 'encodingIDs', 'preRelease', 'token'], select: DOWNLOAD_INFO },
  finalizeOrder: { args: ['orderID', 'hash', 'generateInvoice'], select: '{ id status }' },
  crowdfundingProjectFund: { args: ['points', 'projectID', 'rewardID'], select: '{ id fundedPoints }' },
  makePayment: { args: ['orderID', 'method', 'browserInfo', 'origin', 'returnUrl'], select: PAYMENT_RESULT },
  makeStoredCardPayment: {
    args: ['orderID', 'method', 'browserInfo', 'origin', 'returnUrl'],
    select: PAYMENT_RESULT,
  },
  verifyPayment: { args: ['redirectResult', 'details', 'sessionID'], select: PAYMENT_RESULT },
  newsletterSubscribe: { args: ['email', 'reCaptchaToken'], select: '{ success }' },
  newsletterConfirmSubscription: { args: ['email', 'hash'] },
  newsletterUnsubscribe: { args: ['email', 'hash'] },
  resetPassword: { args: ['email'] },
  createFamilyFeedback: { args: ['familyID', 'message', 'images', 'token'] },
  updateAffiliateProgrammeInvoiceLimit: { args: ['limit'], select: AFFILIATE_PROGRAMME },
  updateUser: {
    args: ['club', 'notifyAfterTransaction', 'notifyNewRewards', 'notifyNewWebinar', 'email', 'mailing'],
    select: '{ id }',
  },
};

/** Root fields the shop has beyond the catalogue's list (docs/shop-contract.md says why). */
const SHOP_ONLY_ROOT_FIELDS = new Set(['readStoryPreview']);

function documentFor(
  operation: 'query' | 'mutation',
  name: string,
  call: CatalogueCall,
  field: GraphQLField<unknown, unknown> | undefined,
): string {
  if (!field) throw new Error(`${name} is not a root field of the schema`);
  const variables = call.args.map((arg) => {
    const definition = field.args.find((candidate) => candidate.name === arg);
    if (!definition)
      throw new Error(`${name} has no argument "${arg}" (it has ${field.args.map((a) => a.name)})`);
    return { arg, type: String(definition.type) };
  });
  const header = variables.length ? `(${variables.map((v) => `$${v.arg}: ${v.type}`).join(', ')})` : '';
  const passed = variables.length ? `(${variables.map((v) => `${v.arg}: $${v.arg}`).join(', ')})` : '';
  return `${operation} Catalogue${name[0]?.toUpperCase()}${name.slice(1)}${header} { ${name}${passed} ${call.select ?? ''} }`;
}

describe('every root field as the catalogue writes it', () => {
  const queryFields = schema.getQueryType()?.getFields() ?? {};
  const mutationFields = schema.getMutationType()?.getFields() ?? {};

  it('covers each root field of the schema, and no other', () => {
    const schemaRoots = [...Object.keys(queryFields), ...Object.keys(mutationFields)]
      .filter((name) => !SHOP_ONLY_ROOT_FIELDS.has(name))
      .sort();
    expect([...Object.keys(QUERIES), ...Object.keys(MUTATIONS)].sort()).toEqual(schemaRoots);
  });

  for (const [operation, calls, fields] of [
    ['query', QUERIES, queryFields],
    ['mutation', MUTATIONS, mutationFields],
  ] as const) {
    for (const [name, call] of Object.entries(calls)) {
      it(`${operation} ${name}(${call.args.join(', ')})`, () => {
        const document = documentFor(operation, name, call, fields[name]);
        const errors = validate(schema, parse(document)).map((error) => error.message);
        expect(errors).toEqual([]);
      });
    }
  }
});
