/** The account area's base route (docs/routes.md). */
export const ACCOUNT_BASE_PATH = '/my_account';
export const LOGIN_PATH = `${ACCOUNT_BASE_PATH}/login`;

/** True for /my_account and every page under it. */
export function isAccountPath(pathname: string): boolean {
  return pathname === ACCOUNT_BASE_PATH || pathname.startsWith(`${ACCOUNT_BASE_PATH}/`);
}

/**
 * The login page carrying the page to come back to as `intended` (docs/routes.md). The login page
 * itself is never the intended page.
 */
export function loginPathFor(intended: string): string {
  const path = intended.split(/[?#]/, 1)[0] ?? '';
  if (!intended.startsWith('/') || path === LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?intended=${encodeURIComponent(intended)}`;
}

/**
 * Where a logout leaves the visitor (docs/routes.md): the given path, else the home page from an
 * account page; null means reload the current page.
 */
export function logoutDestination(pathname: string, redirectTo?: string): string | null {
  if (redirectTo) return redirectTo;
  return isAccountPath(pathname) ? '/' : null;
}
