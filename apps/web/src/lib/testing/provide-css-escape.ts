/**
 * jsdom has no `CSS.escape`, which React Aria's overlays call (to look for a CSP nonce); every
 * component test gets a plain one from the unit project's setup (dom-testing-setup.ts), so a test of
 * an overlay cannot pass or fail by which file its worker ran before it.
 */
export function provideCssEscape(): void {
  const scope = globalThis as { CSS?: { escape?: (value: string) => string } };
  scope.CSS ??= {};
  scope.CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);
}
