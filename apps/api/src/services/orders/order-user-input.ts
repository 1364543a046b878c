import type { OrderAddressFields, OrderUserFields } from '@foundry/domain';

/** The fields of an address as a form sends them: the domain's shape, which its validation reads. */
export type AddressInputValue = OrderAddressFields;

/** What a guest types at checkout (createOrder's `user`/`userInput`, readCartSummary's `user`). */
export interface OrderUserInputValue extends OrderUserFields {
  mailing?: boolean | null | undefined;
}
