import { AppError, ERROR_CODE } from '@foundry/errors';
import type { CorporateRepository } from '../../repositories/corporate-repository.ts';
import {
  licenseColumnOf,
  type NewOrderItem,
  type OrderRecord,
  type OrderRepository,
} from '../../repositories/order-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import type { UserRepository } from '../../repositories/user-repository.ts';
import type { FontCartSummaryLine } from '../cart/cart-summary.ts';
import { type CartSummaryDeps, computeCartSummary } from '../cart/compute-cart-summary.ts';
import { newOrderOf } from '../orders/new-order-of.ts';
import { cartBuyerOf, orderingUserOf, orderPartiesOf } from '../orders/own-order-addresses.ts';
import { corporateSelection } from './corporate-selection.ts';
import type { CorporateCartInput } from './read-corporate-cart-summary.ts';
import { usableCorporateCode } from './usable-corporate-code.ts';

export interface CreateCorporateOrderInput extends CorporateCartInput {
  billingAddressID: string | number;
  licenseAddressID?: string | number | null | undefined;
}

export interface CreateCorporateOrderDeps {
  corporate: CorporateRepository;
  orders: OrderRepository;
  users: UserRepository;
  summary: CartSummaryDeps & { repositories: Pick<Repositories, 'products' | 'licenses'> };
  now?: Date;
}

/** The order line of a corporate font: kind CORPORATE_FONT, priced as the summary's line. */
function corporateItemOf(line: FontCartSummaryLine): NewOrderItem {
  const product = line.font.products[0];
  return {
    kind: 'CORPORATE_FONT',
    productId: product?.id ?? null,
    quantity: 1,
    title: line.title,
    unitPriceAmount: line.unitPrice.amount,
    oldPriceAmount: line.oldUnitPrice?.amount ?? null,
    vatRateBp: line.vatRateBp,
    vatAmount: line.vat.amount,
    discountAmount: line.discount.amount,
    license: licenseColumnOf(line.font.licenses),
    encodingIds: product?.encodingIds ?? line.font.encodings.map((encoding) => encoding.id),
    unsupportedEncodings: line.font.unsupportedEncodings,
    selectionIndex: 0,
  };
}

/**
 * createCorporateOrder: a signed-in user (else 1) buys a font the access code unlocks under the
 * corporate licence, with addresses of their own book (223 otherwise). The code must be usable
 * (300/301/302), the product one it unlocks (303/305) and the licence corporate (304). Priced by the
 * cart summary; the use of the code is counted in the order's transaction (302 when the last use
 * went meanwhile).
 */
export async function createCorporateOrder(
  input: CreateCorporateOrderInput,
  viewer: { id: number } | null,
  deps: CreateCorporateOrderDeps,
): Promise<OrderRecord> {
  if (!viewer) throw new AppError(ERROR_CODE.TOKEN_INVALID);
  const now = deps.now ?? new Date();
  const code = await usableCorporateCode(deps.corporate, input.code, now);
  const selection = await corporateSelection(
    deps.summary.repositories,
    code,
    input.productID,
    input.licenses,
  );
  // A corporate font is never shipped: only the billing and licence addresses count.
  const user = await orderingUserOf(
    viewer.id,
    { billingAddressID: input.billingAddressID, licenseAddressID: input.licenseAddressID },
    deps,
  );

  const summary = await computeCartSummary(
    { ...deps.summary, now },
    {
      familyProductSelections: [selection],
      buyer: cartBuyerOf(user),
    },
    { mode: 'strict' },
  );
  const line = summary.lines[0];
  if (summary.lines.length !== 1 || line?.kind !== 'font')
    throw new AppError(ERROR_CODE.DISCOUNT_PRODUCT_NOT_FOUND);

  const result = await deps.corporate.placeOrder({
    codeId: code.id,
    now,
    order: newOrderOf(summary, orderPartiesOf(user), { isGift: false, affiliateId: null }),
    items: [corporateItemOf(line)],
  });
  if (!result.ok)
    throw new AppError(ERROR_CODE.DISCOUNT_CODE_ALREADY_USED, {
      fields: { code: 'This access code has been used up.' },
    });
  const order = await deps.orders.findById(result.orderId);
  if (!order) throw new Error(`corporate order ${result.orderId} vanished after it was placed`);
  return order;
}
