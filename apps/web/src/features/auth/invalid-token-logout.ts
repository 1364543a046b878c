import { loginPathFor } from './account-paths.ts';
import { clearLocalStorageExceptSavedProducts } from './local-storage-reset.ts';

/** The event the rest of the app hears on an invalid-token logout; cancel it to stay on the page. */
export const INVALID_TOKEN_LOGOUT_EVENT = 'invalidTokenLogout';

export interface InvalidTokenLogoutDeps {
  storage: Storage;
  /** Where the event is dispatched (the window in the browser). */
  target: EventTarget;
  /** The server logout call (deleteToken); its failure doesn't stop the logout. */
  serverLogout: () => Promise<unknown>;
  /** The page the visitor is on (path, query and hash), to come back to after signing in. */
  currentPath: string;
  redirect: (href: string) => void;
}

/**
 * Spec section 4: clears local storage except the saved products, signals the app (a cancellable
 * `invalidTokenLogout` event), and after the server logout call sends the visitor to the login page
 * unless a listener cancelled. Resolves to whether it redirected.
 */
export async function invalidTokenLogout(deps: InvalidTokenLogoutDeps): Promise<boolean> {
  clearLocalStorageExceptSavedProducts(deps.storage);
  const proceed = deps.target.dispatchEvent(new Event(INVALID_TOKEN_LOGOUT_EVENT, { cancelable: true }));
  try {
    await deps.serverLogout();
  } catch {
    // The session is already unusable; the redirect still applies.
  }
  if (!proceed) return false;
  deps.redirect(loginPathFor(deps.currentPath));
  return true;
}
