import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, validate } from '../src/lib/graphql.ts';
import { schema } from '../src/schema/schema.ts';
import { createAccountTestApp, HOME, PASSWORD, sender, signUp } from './account-helpers.ts';
import type { TestApp } from './harness.ts';

// Other programs call the API by the catalogue's operation names, arguments and selections. Each
// operation brought in line with it (docs/shop-contract.md, "The catalogue's shapes") is sent here
// exactly as such a client writes it: it must validate and run (data present, no validation error).

const CATALOGUE_CALLS: Record<string, { document: string; variables: Record<string, unknown> }> = {
  quickSearch: {
    document: /* GraphQL */ `
      query QuickSearch($term: String!) {
        quickSearch(term: $term) {
          category
          total
          nodes {
            __typename
            ... on Family { id title url }
            ... on PhysicalProduct { id title url }
            ... on Story { id title url type }
            ... on Author { id title url }
            ... on HelpItem { id title url }
            ... on GenericStaticPage { id title url }
          }
        }
      }`,
    variables: { term: 'Inter' },
  },
  search: {
    document: /* GraphQL */ `
      query Search($term: String!, $categories: [SearchCategory!], $page: Int, $pageSize: Int) {
        search(term: $term, categories: $categories, page: $page, pageSize: $pageSize) {
          nodes {
            ... on Family { title url }
            ... on Story { title url }
            ... on Author { title url }
          }
          pageInfo { hasNextPage nextPage }
        }
      }`,
    variables: { term: 'Inter', categories: ['FONTS'], page: 1, pageSize: 12 },
  },
  createToken: {
    document: /* GraphQL */ `
      mutation CreateToken($email: String!, $password: String, $stayLoggedIn: Boolean) {
        createToken(email: $email, password: $password, stayLoggedIn: $stayLoggedIn) {
          valid
          status
          message
          user { id email }
        }
      }`,
    variables: { email: 'catalogue@example.com', stayLoggedIn: true },
  },
  updateUser: {
    document: /* GraphQL */ `
      mutation UpdateUser(
        $club: Boolean
        $notifyAfterTransaction: Boolean
        $notifyNewRewards: Boolean
        $notifyNewWebinar: Boolean
        $mailing: Boolean
        $invoiceLanguage: String
      ) {
        updateUser(
          club: $club
          notifyAfterTransaction: $notifyAfterTransaction
          notifyNewRewards: $notifyNewRewards
          notifyNewWebinar: $notifyNewWebinar
          mailing: $mailing
          invoiceLanguage: $invoiceLanguage
        ) {
          id
          club
          mailing
          invoiceLanguage
        }
      }`,
    variables: {
      club: true,
      notifyAfterTransaction: false,
      notifyNewRewards: true,
      notifyNewWebinar: false,
      mailing: true,
      invoiceLanguage: 'en',
    },
  },
  readClubTransactionHistory: {
    document: /* GraphQL */ `
      query ReadClubTransactionHistory($page: Int, $pageSize: Int) {
        readClubTransactionHistory(page: $page, pageSize: $pageSize) {
          nodes { id points description }
          pageInfo { hasNextPage nextPage }
        }
      }`,
    variables: { page: 1, pageSize: 20 },
  },
  readFontsInUse: {
    document: /* GraphQL */ `
      query ReadFontsInUse($page: Int, $pageSize: Int) {
        readFontsInUse(page: $page, pageSize: $pageSize) {
          nodes { id title status }
          pageInfo { hasNextPage nextPage }
        }
      }`,
    variables: { page: 1, pageSize: 12 },
  },
  readUserFontsInUse: {
    document: /* GraphQL */ `
      query ReadUserFontsInUse($status: PublicationStatus, $page: Int, $pageSize: Int) {
        readUserFontsInUse(status: $status, page: $page, pageSize: $pageSize) {
          nodes { id title status }
          pageInfo { hasNextPage nextPage }
        }
      }`,
    variables: { status: 'PENDING', page: 1, pageSize: 12 },
  },
  readTrialCartSummary: {
    document: /* GraphQL */ `
      query ReadTrialCartSummary($productID: ID!, $encodingIDs: [ID!], $preRelease: Boolean) {
        readTrialCartSummary(productID: $productID, encodingIDs: $encodingIDs, preRelease: $preRelease) {
          title
          price { amount currency }
          license { id title }
        }
      }`,
    variables: { productID: 'set in beforeAll', encodingIDs: null, preRelease: false },
  },
  readCartSummary: {
    document: /* GraphQL */ `
      query ReadCartSummary($physicalProductSelections: [PhysicalProductSelectionInput!], $shipping: ShippingSelectionInput) {
        readCartSummary(physicalProductSelections: $physicalProductSelections, shipping: $shipping) {
          totalPrice { amount currency }
          shipping { id title price { amount currency } totalVAT { amount currency } discount { amount currency } }
        }
      }`,
    variables: { physicalProductSelections: [], shipping: null },
  },
  readUser: {
    document: /* GraphQL */ `
      query ReadUser {
        readUser {
          id
          email
          addresses {
            nodes { id label name organization address city zip country state vatNumber phone }
            pageInfo { hasNextPage nextPage }
          }
        }
      }`,
    variables: {},
  },
};

describe("the catalogue's calls validate and run as written", () => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await createAccountTestApp();
    ({ cookie } = await signUp(app, 'catalogue@example.com'));
    await sender(app)(
      'mutation ($address: AddressInput!) { createUserAddress(address: $address) { id } }',
      { address: HOME },
      cookie,
    );
    const family = await app.graphql<{ readFamilies: { nodes: { trialFamilyProductID: string | null }[] } }>(
      '{ readFamilies(url: "inter") { nodes { trialFamilyProductID } } }',
    );
    const productID = family.body.data?.readFamilies.nodes[0]?.trialFamilyProductID;
    if (!productID) throw new Error('the seeded Inter family has no trial product');
    const trial = CATALOGUE_CALLS.readTrialCartSummary;
    if (trial) trial.variables = { ...trial.variables, productID };
  });
  afterAll(() => app.close());

  for (const [name, call] of Object.entries(CATALOGUE_CALLS)) {
    it(`${name}: no validation error, and an answer`, async () => {
      expect(validate(schema, parse(call.document)).map((error) => error.message)).toEqual([]);
      const response = await sender(app)<Record<string, unknown>>(call.document, call.variables, cookie);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data?.[name]).toBeDefined();
    });
  }

  it('createToken without a password signs nobody in, even for an e-mail with an account', async () => {
    const call = CATALOGUE_CALLS.createToken;
    if (!call) throw new Error('createToken call missing');
    const response = await sender(app)<{ createToken: { valid: boolean; status: number; user: null } }>(
      call.document,
      call.variables,
    );
    expect(response.body.data?.createToken).toMatchObject({ valid: false, status: 100, user: null });
    expect(response.headers.get('set-cookie')).toBeNull();
    const withPassword = await sender(app)<{ createToken: { valid: boolean } }>(call.document, {
      ...call.variables,
      password: PASSWORD,
    });
    expect(withPassword.body.data?.createToken.valid).toBe(true);
  });
});
