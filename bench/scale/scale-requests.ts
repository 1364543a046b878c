import { DEV_CAPTCHA_TOKEN } from '@foundry/domain';
import type pg from 'pg';
import type { createApp } from '../../apps/api/src/app.ts';

type App = ReturnType<typeof createApp>;

/** The origin the API accepts writes from in this run (PUBLIC_URL's default). */
export const WEB_ORIGIN = 'http://localhost:3000';

/** Sends one document to the in-process API as the web site does; throws on any GraphQL error. */
export async function send<Data>(
  app: App,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<{ data: Data; cookie: string }> {
  const response = await app.yoga.fetch('http://localhost:4000/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: WEB_ORIGIN,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Data; errors?: unknown[] };
  if (body.errors || !body.data)
    throw new Error(`${query.slice(0, 60)}… failed: ${JSON.stringify(body.errors)}`);
  return { data: body.data, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

const TWELVE_FAMILIES = `{ readFamilies(page: 1, pageSize: 12) { nodes { id title url summary defaultStyle { id }
  styles { id title weight italic fontURL } fontProducts { id title kind price { amount currency } }
  prices { basicFamily { amount currency } basicStyle { amount currency } } } pageInfo { hasNextPage nextPage } } }`;

const FAMILY_BY_URL = `{ readFamilies(url: "inter") { nodes { id title url summary defaultStyle { id }
  styles { id title weight italic fontURL } fontProducts { id title kind price { amount currency } }
  prices { basicFamily { amount currency } basicStyle { amount currency } } } } }`;

const QUICK_SEARCH = '{ quickSearch(term: "gro") { category total } }';

const ORDERS_PAGE = `{ readUser { orders(page: 1, pageSize: 20) {
  nodes { id created status type totalPrice { amount currency } canDownload items { title kind quantity price { amount } } }
  pageInfo { hasNextPage nextPage } } } }`;

const CART_SUMMARY = `query ($fonts: [FamilyProductSelectionInput!]) {
  readCartSummary(familyProductSelections: $fonts, country: "DE") {
    items { selectionIndex title price { amount } license { id title } }
    subTotalPrice { amount } vatPrice { amount } totalPrice { amount }
  } }`;

const DESKTOP = [
  {
    id: 'desktop',
    options: [
      { name: 'computers', value: '1' },
      { name: 'thirdParties', value: '0' },
      { name: 'term', value: 'perpetual' },
    ],
  },
];

/** A licence line per FONT product: the cart of ten single styles the summary is asked about. */
const fontLines = (productIds: number[], encodingId: number) =>
  productIds.map((id, index) => ({
    productIDs: [String(id)],
    encodingIDs: [String(encodingId)],
    licenses: DESKTOP,
    selectionIndex: index,
  }));

export interface ScaleRequest {
  name: string;
  run(): Promise<unknown>;
}

/**
 * Signs a customer up, gives them an address and ten orders placed through the API (the templates the
 * grown orders copy), and returns the requests the benchmark times, each checked to answer in full.
 */
export async function prepareRequests(
  app: App,
  client: pg.ClientBase,
): Promise<{ requests: ScaleRequest[]; templateOrderIds: number[] }> {
  const { rows: fonts } = await client.query<{ id: number; encoding_id: number }>(
    `select p.id, p.encoding_id from products p join families f on f.id = p.family_id
      where p.kind = 'FONT' and f.url = 'inter' order by p.id limit 10`,
  );
  if (fonts.length < 10) throw new Error('the demo catalogue lacks ten FONT products of Inter');
  const encodingId = fonts[0]?.encoding_id ?? 0;
  const lines = fontLines(
    fonts.map((font) => font.id),
    encodingId,
  );

  const { cookie } = await send(
    app,
    `mutation ($password: String, $userInfo: UserInfoInput!, $token: String) {
      createUser(password: $password, userInfo: $userInfo, token: $token) { id } }`,
    {
      password: 'scale bench password',
      token: DEV_CAPTCHA_TOKEN,
      userInfo: { email: 'scale@bench.example', name: 'Scale Bench' },
    },
  );
  const address = await send<{ createUserAddress: { id: string } }>(
    app,
    'mutation ($address: AddressInput!) { createUserAddress(address: $address, isDefault: true) { id } }',
    {
      address: {
        name: 'Scale Bench',
        address: ['Unter den Linden 1'],
        city: 'Berlin',
        zip: '10117',
        country: 'DE',
        phone: '+49 30 0000000',
      },
    },
    cookie,
  );
  const templateOrderIds: number[] = [];
  for (let n = 0; n < 10; n++) {
    const order = await send<{ createUserOrder: { id: string } }>(
      app,
      `mutation ($fonts: [FamilyProductSelectionInput!], $address: ID!) {
        createUserOrder(familyProductSelections: $fonts, billingAddressID: $address) { id } }`,
      { fonts: lines.slice(n % 9, (n % 9) + 2), address: address.data.createUserAddress.id },
      cookie,
    );
    templateOrderIds.push(Number(order.data.createUserOrder.id));
  }

  const expect = (what: string, ok: boolean) => {
    if (!ok) throw new Error(`${what}: the answer is not what the benchmark asks for`);
  };
  const requests: ScaleRequest[] = [
    {
      name: '12 families with styles and prices',
      run: async () => {
        const { data } = await send<{ readFamilies: { nodes: unknown[] } }>(app, TWELVE_FAMILIES);
        // The demo has 10 families, the grown catalogue 500: a full page either way.
        expect('12 families', data.readFamilies.nodes.length >= 10);
      },
    },
    {
      name: 'one family by url',
      run: async () => {
        const { data } = await send<{ readFamilies: { nodes: unknown[] } }>(app, FAMILY_BY_URL);
        expect('family by url', data.readFamilies.nodes.length === 1);
      },
    },
    {
      name: 'quickSearch "gro"',
      run: async () => {
        const { data } = await send<{ quickSearch: unknown[] }>(app, QUICK_SEARCH);
        expect('quickSearch', data.quickSearch.length > 0);
      },
    },
    {
      name: "a customer's orders page (10 orders)",
      run: async () => {
        const { data } = await send<{ readUser: { orders: { nodes: unknown[] } } }>(
          app,
          ORDERS_PAGE,
          {},
          cookie,
        );
        expect('orders page', data.readUser.orders.nodes.length === 10);
      },
    },
    {
      name: 'readCartSummary, 10 lines',
      run: async () => {
        const { data } = await send<{ readCartSummary: { items: unknown[] } }>(app, CART_SUMMARY, {
          fonts: lines,
        });
        expect('cart summary', data.readCartSummary.items.length === 10);
      },
    },
  ];
  return { requests, templateOrderIds };
}
