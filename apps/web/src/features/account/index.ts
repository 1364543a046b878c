// The public surface of the account feature: what routes and other features import from it.

export { type AccountMenuEntryName, accountHref, accountMenuEntryForSegment } from './account-menu.ts';
export { AccountOrders } from './account-orders.tsx';
export { AccountSettings } from './account-settings.tsx';
export { AccountShell } from './account-shell.tsx';
export { AddressBook } from './address-book.tsx';
export { ClubSettings } from './club-settings.tsx';
export { LazyAccountFlyout } from './lazy-account-flyout.tsx';
export { LoginPanel } from './login-panel.tsx';
export { ResetPasswordForm } from './reset-password-form.tsx';
export { safeIntendedPath } from './safe-intended-path.ts';
export { SignUpForm } from './sign-up-form.tsx';
export { StoredCards } from './stored-cards.tsx';
