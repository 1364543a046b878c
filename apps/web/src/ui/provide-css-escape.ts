/**
 * jsdom has no `CSS.escape`, which React Aria's overlays call (to look for a CSP nonce); tests of
 * overlays provide a plain one.
 */
export function provideCssEscape(): void {
  const scope = globalThis as { CSS?: { escape?: (value: string) => string } };
  scope.CSS ??= {};
  scope.CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);
}
