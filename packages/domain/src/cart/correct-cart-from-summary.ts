import type { CartSelection } from './cart-selection.ts';

export interface SummaryLine {
  selectionIndex: number;
  quantity: number;
}

export interface CartCorrection {
  selections: CartSelection[];
  /** True when the server's summary removed a line or changed a quantity. */
  changed: boolean;
}

/**
 * The stored cart brought in line with the server's summary (docs/checkout.md): lines
 * the summary no longer has are removed and physical quantities take the summary's (corrected to
 * what is available); a quantity of 0 removes the line.
 */
export function correctCartFromSummary(
  selections: readonly CartSelection[],
  lines: readonly SummaryLine[],
): CartCorrection {
  const quantities = new Map(lines.map((line) => [line.selectionIndex, line.quantity]));
  let changed = false;
  const corrected: CartSelection[] = [];
  for (const selection of selections) {
    const quantity = quantities.get(selection.selectionIndex);
    if (quantity === undefined || quantity < 1) {
      changed = true;
      continue;
    }
    if (selection.kind === 'physical' && selection.quantity !== quantity) {
      changed = true;
      corrected.push({ ...selection, quantity });
      continue;
    }
    corrected.push(selection);
  }
  return { selections: changed ? corrected : [...selections], changed };
}
