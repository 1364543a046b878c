import { addresses } from '@foundry/db';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import type { GraphQLResponse, TestApp } from './harness.ts';
import { type OrderAnswer, send } from './order-fixtures.ts';

export const READ_CART_SUMMARY = /* GraphQL */ `
  query Summary($physicalProductSelections: [PhysicalProductSelectionInput!], $shipping: ShippingSelectionInput,
                $discountCode: String, $user: OrderUserInput) {
    readCartSummary(physicalProductSelections: $physicalProductSelections, shipping: $shipping,
                    discountCode: $discountCode, user: $user) {
      subTotalPrice { amount } discountPrice { amount } vatPrice { amount } totalPrice { amount } clubPoints
      shipping { id price { amount } totalVAT { amount } }
      items { selectionIndex quantity price { amount } totalVAT { amount } discount { amount } }
    }
  }
`;

export const CREATE_USER = /* GraphQL */ `
  mutation CreateUser($password: String, $userInfo: UserInfoInput!, $token: String) {
    createUser(password: $password, userInfo: $userInfo, token: $token) { id }
  }
`;

export type Created = GraphQLResponse<{ createOrder: OrderAnswer }>;

export function orderOf(response: Created): OrderAnswer {
  const order = response.body.data?.createOrder;
  if (!order) throw new Error(`no order: ${JSON.stringify(response.body.errors)}`);
  return order;
}

/** Signs a new user up (a session cookie) and gives them an address in their book. */
export async function signUpWithAddress(app: TestApp, email: string) {
  const response = await send<{ createUser: { id: string } }>(app, CREATE_USER, {
    password: 'correct horse battery',
    token: DEV_CAPTCHA_TOKEN,
    userInfo: { email, name: 'Ada Lovelace' },
  });
  const id = Number(response.body.data?.createUser.id);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
  const [address] = await app.database.db
    .insert(addresses)
    .values({
      userId: id,
      name: 'Ada Lovelace',
      addressLine1: '12 St James’s Square',
      city: 'London',
      zip: 'SW1Y 4JH',
      countryCode: 'GB',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  return { id, cookie, addressID: String(address?.id) };
}
