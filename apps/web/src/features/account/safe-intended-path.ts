/** Where a sign-in goes when no (acceptable) `intended` page was given. */
export const DEFAULT_AFTER_SIGN_IN = '/my_account';

/**
 * The `intended` query parameter as a same-site path, else /my_account. Only '/…' paths pass: never
 * '//host' or '/\host' (browsers read both as another site), a URL with a scheme, or control
 * characters, so the login page can't be used to send someone elsewhere after signing in.
 */
export function safeIntendedPath(intended: string | string[] | null | undefined): string {
  const value = Array.isArray(intended) ? intended[0] : intended;
  if (!value?.startsWith('/')) return DEFAULT_AFTER_SIGN_IN;
  if (value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_AFTER_SIGN_IN;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return DEFAULT_AFTER_SIGN_IN;
  // Resolving against a dummy origin must keep the origin: catches any remaining trick.
  const resolved = new URL(value, 'https://shop.invalid');
  if (resolved.origin !== 'https://shop.invalid') return DEFAULT_AFTER_SIGN_IN;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
