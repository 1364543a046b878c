// The public surface of the checkout feature: what routes and other features import from it.

export { CartLines } from './cart-lines.tsx';
export { CartPage } from './cart-page.tsx';
export { CheckoutFlow } from './checkout-flow.tsx';
export { ReadCheckoutAddressesQuery } from './checkout-operations.ts';
export { CHECKOUT_STORAGE_KEYS } from './checkout-state.ts';
export { ReadDownloadInfoQuery } from './order-operations.ts';
export { OrderPage } from './order-page.tsx';
export { PayPage } from './pay-page.tsx';
export { type DownloadJob, pollDownload } from './poll-download.ts';
export { type SavedAddress, savedAddressLine } from './saved-address-selection.ts';
export { licenseInput } from './selection-inputs.ts';
export { useLeavePageWarning } from './use-leave-page-warning.ts';
