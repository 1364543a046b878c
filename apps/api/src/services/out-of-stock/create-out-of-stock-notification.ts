import { backInStockSchema, schemaFieldErrors } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha-verifier.ts';
import { requireCaptcha } from '../../integrations/captcha/require-captcha.ts';
import type { Logger } from '../../logger.ts';
import type { OutOfStockNotificationRepository } from '../../repositories/out-of-stock-notification-repository.ts';
import type { PhysicalProductRepository } from '../../repositories/physical-product-repository.ts';
import { parseId } from '../ids/parse-ids.ts';

/** Largest value of a PostgreSQL integer column: a bigger id names no row (and must not reach SQL). */
const MAX_ROW_ID = 2_147_483_647;

export interface CreateOutOfStockNotificationInput {
  email: string;
  productID: string | number;
  /** The sold-out variant; absent means the product as a whole. */
  variation?: string | number | null | undefined;
  token?: string | null | undefined;
}

function rowId(id: string | number): number | null {
  const parsed = parseId(id);
  return parsed !== null && parsed <= MAX_ROW_ID ? parsed : null;
}

/**
 * "Tell me when it is back": checks the address (103 with a field message, like the newsletter), the
 * captcha (action 'out_of_stock', code 5), the product (205 unknown) and that the variant belongs to
 * it (214), then records the request. Asking twice keeps one request.
 */
export async function createOutOfStockNotification(
  input: CreateOutOfStockNotificationInput,
  deps: {
    products: PhysicalProductRepository;
    notifications: OutOfStockNotificationRepository;
    captcha: CaptchaVerifier;
    logger: Logger;
  },
): Promise<true> {
  // The form's own rule (docs/forms.md): an address of at most 80 characters.
  const fields = schemaFieldErrors(backInStockSchema, { email: input.email });
  if (Object.keys(fields).length > 0) throw new AppError(ERROR_CODE.USER_INVALID, { fields });
  const email = input.email.trim();
  await requireCaptcha(deps.captcha, input.token, { action: 'out_of_stock' }, deps.logger);

  const productId = rowId(input.productID);
  const product = productId === null ? null : await deps.products.findById(productId);
  if (!product) throw new AppError(ERROR_CODE.PRODUCT_UNKNOWN);

  let variantId: number | null = null;
  if (input.variation !== null && input.variation !== undefined && input.variation !== '') {
    variantId = rowId(input.variation);
    const variants = await deps.products.variantsOf([product.id]);
    if (variantId === null || !variants.some((variant) => variant.id === variantId)) {
      throw new AppError(ERROR_CODE.VARIATION_INCORRECT);
    }
  }

  await deps.notifications.request({ email, physicalProductId: product.id, variantId });
  return true;
}
