/** The fields of an address as a form sends them (address lines: line 1, optional lines 2 and 3). */
export interface AddressInputValue {
  name: string;
  organization?: string | null | undefined;
  address: string[];
  city: string;
  zip?: string | null | undefined;
  country: string;
  state?: string | null | undefined;
  vatNumber?: string | null | undefined;
  phone?: string | null | undefined;
}

/** What a guest types at checkout (createOrder's `user`/`userInput`, readCartSummary's `user`). */
export interface OrderUserInputValue extends AddressInputValue {
  email: string;
  invoiceLanguage?: string | null | undefined;
  mailing?: boolean | null | undefined;
  shippingAddress?: AddressInputValue | null | undefined;
  licenseAddress?: AddressInputValue | null | undefined;
}
