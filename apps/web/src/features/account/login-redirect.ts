import { loginPathFor } from '../auth/index.ts';

/**
 * Spec section 2.3: a page that needs a login sends a visitor who is not logged in to the login page,
 * but only after the initial load finished (a signed-in visitor must not bounce while it loads).
 */
export function loginRedirect(
  state: { loaded: boolean; loggedIn: boolean },
  currentPath: string,
): string | null {
  if (!state.loaded || state.loggedIn) return null;
  return loginPathFor(currentPath);
}
