import type { Money } from '@foundry/domain/money/money';
import { adminBuilder } from '../builder.ts';

/** An amount in minor units and its currency. */
export const MoneyRef = adminBuilder.objectRef<Money>('Money').implement({
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: 'Minor units (cents).' }),
    currency: t.exposeString('currency'),
  }),
});
