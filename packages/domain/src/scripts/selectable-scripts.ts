/** How many scripts can be shown at once before arabic (set right-to-left, wider) no longer fits. */
export const SCRIPT_SELECTION_CROWDED_AT = 3;

/**
 * Spec section 4, script selection rule: the scripts a switch offers. The current script is never
 * offered (it is already shown); once three scripts are selected, arabic is left out too.
 * Scripts are keyed by their encoding URL ('latin', 'arabic', …); the order of `scripts` is kept.
 */
export function selectableScripts(
  scripts: readonly string[],
  current: string,
  selected: readonly string[] = [],
): string[] {
  const crowded = selected.length >= SCRIPT_SELECTION_CROWDED_AT;
  return scripts.filter((script) => script !== current && !(crowded && script === 'arabic'));
}
