import { currencySymbol } from '@foundry/domain/money/format-money';
import type { Money } from '@foundry/domain/money/money';
import { builder } from './builder.ts';

export const MoneyRef = builder.objectRef<Money>('Money').implement({
  description: 'An amount in minor units (cents) of a currency; format it only for display.',
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: 'Whole minor units: 4900 is €49.00.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code, e.g. EUR.' }),
    symbol: t.string({ resolve: (value) => currencySymbol(value.currency) }),
  }),
});
