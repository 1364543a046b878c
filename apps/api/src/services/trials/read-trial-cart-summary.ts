import type { OrderItemLicense } from '@foundry/domain';
import type { Money } from '@foundry/domain/money/money';
import type { Repositories } from '../../repositories/repositories.ts';
import type { TrialEncoding } from '../../repositories/trial-repository.ts';
import type { FontProductNode } from '../products/font-product-node.ts';
import { readProducts } from '../products/read-products.ts';
import { resolveTrial, type TrialInput } from './resolve-trial.ts';

/** The one licence a trial comes under, shaped like an order item's licences (it has no options). */
export const TRIAL_LICENCE: OrderItemLicense = {
  id: 'trial',
  title: 'Trial licence (evaluation only)',
  options: [],
};

/** What the trial page shows before the download: a free 'cart' of one FAMILY product. */
export interface TrialCartSummary {
  title: string;
  /** A trial is free: zero in the product's currency. */
  price: Money;
  /** What the family costs to buy (its old price when reduced). */
  oldPrice: Money;
  totalVAT: Money;
  percentageVAT: number;
  discount: Money;
  product: FontProductNode;
  license: OrderItemLicense[];
  full: boolean;
  encodings: TrialEncoding[];
  unsupportedEncodingIds: number[];
  /** Null: a trial's link exists only once downloadTrialFamily has built it. */
  downloadLink: string | null;
  selectionIndex: number;
}

/**
 * readTrialCartSummary: the same rules as the download (205, 451, 208), no captcha and nothing
 * recorded. The product tree is the family product as readProducts prices it for the encodings.
 */
export async function readTrialCartSummary(
  input: TrialInput,
  userId: number | null,
  repositories: Pick<Repositories, 'trials' | 'products' | 'licenses' | 'families'>,
): Promise<TrialCartSummary> {
  const trial = await resolveTrial(input, userId, repositories.trials);
  const encodingIDs = trial.encodings.map((encoding) => encoding.id);
  const [product] = await readProducts(
    {
      productIDs: [trial.product.productId],
      encodingIDs,
      preRelease: trial.product.preRelease,
    },
    repositories,
  );
  if (!product) throw new Error(`Product ${trial.product.productId} vanished while read`);
  const zero = { amount: 0, currency: product.price.currency };
  return {
    title: trial.product.title,
    price: zero,
    oldPrice: product.price,
    totalVAT: zero,
    percentageVAT: 0,
    discount: zero,
    product,
    license: [TRIAL_LICENCE],
    full: trial.full,
    encodings: trial.encodings,
    unsupportedEncodingIds: trial.unsupportedEncodingIds,
    downloadLink: null,
    selectionIndex: 0,
  };
}
