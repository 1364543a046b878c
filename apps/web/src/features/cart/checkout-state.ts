'use client';

import type { Money } from '@foundry/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { clearCart } from './use-cart.ts';

/**
 * The persisted checkout state beside the cart (docs/checkout.md): userInfo,
 * addressSelection and selectedShipping in localStorage, redeemedDiscountCode in sessionStorage
 * (kept only for the browser session).
 */
export const CHECKOUT_STORAGE_KEYS = {
  userInfo: 'foundry.checkout.userInfo',
  addressSelection: 'foundry.checkout.addressSelection',
  selectedShipping: 'foundry.checkout.selectedShipping',
  redeemedDiscountCode: 'foundry.checkout.redeemedDiscountCode',
} as const;

const CHECKOUT_CHANGED_EVENT = 'foundry:checkout-changed';

/**
 * What a guest types at checkout (the contract's OrderUserInput, as form text): the stored guest of
 * docs/checkout.md (invoice address, e-mail, invoice language, mailing). It stays in this
 * browser for the next checkout; an invalid-token logout clears it with the rest (the cart stays).
 */
export interface CheckoutUserInfo {
  email: string;
  name: string;
  organization: string;
  address: [string, string, string];
  city: string;
  zip: string;
  country: string;
  state: string;
  vatNumber: string;
  phone: string;
  /** Two-letter code of the invoice language; '' for the shop's default. */
  invoiceLanguage: string;
  /** The guest asked for the newsletter. */
  mailing: boolean;
}

export const ADDRESS_ROLES = ['Billing', 'Shipping', 'License'] as const;
export type AddressRole = (typeof ADDRESS_ROLES)[number];
/** Saved-address ids a signed-in buyer picked, per role; unset at first. */
export type AddressSelection = Record<AddressRole, string | null>;

/** The shipping method the buyer chose, with the price they saw (sent back as ShippingSelectionInput). */
export interface SelectedShipping {
  id?: string;
  type?: string;
  title?: string;
  price?: Money;
}

export const EMPTY_USER_INFO: CheckoutUserInfo = Object.freeze({
  email: '',
  name: '',
  organization: '',
  address: ['', '', ''],
  city: '',
  zip: '',
  country: '',
  state: '',
  vatNumber: '',
  phone: '',
  invoiceLanguage: '',
  mailing: false,
}) as CheckoutUserInfo;

export const EMPTY_ADDRESS_SELECTION: AddressSelection = Object.freeze({
  Billing: null,
  Shipping: null,
  License: null,
});

const EMPTY_SHIPPING: SelectedShipping = Object.freeze({});

interface StoredValue<T> {
  read(): T;
  write(value: T): void;
  clear(): void;
}

function storedValue<T>(
  area: 'local' | 'session',
  key: string,
  fallback: T,
  accept: (parsed: unknown) => T | null,
): StoredValue<T> {
  let cachedRaw: string | null | undefined;
  let cached = fallback;
  const storage = () => (area === 'local' ? window.localStorage : window.sessionStorage);
  return {
    read() {
      const raw = storage().getItem(key);
      if (raw === cachedRaw) return cached;
      let value = fallback;
      try {
        value = raw === null ? fallback : (accept(JSON.parse(raw)) ?? fallback);
      } catch {
        value = fallback;
      }
      cachedRaw = raw;
      cached = value;
      return value;
    },
    write(value) {
      storage().setItem(key, JSON.stringify(value));
      window.dispatchEvent(new Event(CHECKOUT_CHANGED_EVENT));
    },
    clear() {
      storage().removeItem(key);
      window.dispatchEvent(new Event(CHECKOUT_CHANGED_EVENT));
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function acceptUserInfo(parsed: unknown): CheckoutUserInfo | null {
  if (!isRecord(parsed)) return null;
  const lines = Array.isArray(parsed.address) ? parsed.address : [];
  return {
    email: str(parsed.email),
    name: str(parsed.name),
    organization: str(parsed.organization),
    address: [str(lines[0]), str(lines[1]), str(lines[2])],
    city: str(parsed.city),
    zip: str(parsed.zip),
    country: str(parsed.country),
    state: str(parsed.state),
    vatNumber: str(parsed.vatNumber),
    phone: str(parsed.phone),
    invoiceLanguage: /^[a-z]{2}$/.test(str(parsed.invoiceLanguage)) ? str(parsed.invoiceLanguage) : '',
    mailing: parsed.mailing === true,
  };
}

function acceptAddressSelection(parsed: unknown): AddressSelection | null {
  if (!isRecord(parsed)) return null;
  const id = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return { Billing: id(parsed.Billing), Shipping: id(parsed.Shipping), License: id(parsed.License) };
}

export const userInfoStore = storedValue(
  'local',
  CHECKOUT_STORAGE_KEYS.userInfo,
  EMPTY_USER_INFO,
  acceptUserInfo,
);
export const addressSelectionStore = storedValue(
  'local',
  CHECKOUT_STORAGE_KEYS.addressSelection,
  EMPTY_ADDRESS_SELECTION,
  acceptAddressSelection,
);
export const selectedShippingStore = storedValue<SelectedShipping>(
  'local',
  CHECKOUT_STORAGE_KEYS.selectedShipping,
  EMPTY_SHIPPING,
  (parsed) => (isRecord(parsed) ? (parsed as SelectedShipping) : null),
);
export const redeemedDiscountCodeStore = storedValue(
  'session',
  CHECKOUT_STORAGE_KEYS.redeemedDiscountCode,
  '',
  (p) => (typeof p === 'string' ? p : null),
);

function subscribe(onChange: () => void): () => void {
  const keys = new Set<string>(Object.values(CHECKOUT_STORAGE_KEYS));
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || keys.has(event.key)) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHECKOUT_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHECKOUT_CHANGED_EVENT, onChange);
  };
}

/** One persisted checkout value as React state: [value, set]; the fallback during server rendering. */
export function useCheckoutValue<T>(store: StoredValue<T>, serverFallback: T): [T, (value: T) => void] {
  const value = useSyncExternalStore(subscribe, store.read, () => serverFallback);
  const set = useCallback((next: T) => (next === '' ? store.clear() : store.write(next)), [store]);
  return [value, set];
}

export const useCheckoutUserInfo = () => useCheckoutValue(userInfoStore, EMPTY_USER_INFO);
export const useAddressSelection = () => useCheckoutValue(addressSelectionStore, EMPTY_ADDRESS_SELECTION);
export const useSelectedShipping = () => useCheckoutValue(selectedShippingStore, EMPTY_SHIPPING);
export const useRedeemedDiscountCode = () => useCheckoutValue(redeemedDiscountCodeStore, '');

/** After an order completes: the cart, the selected shipping and the discount code are cleared. */
export function clearAfterOrder(): void {
  clearCart();
  selectedShippingStore.clear();
  redeemedDiscountCodeStore.clear();
}
