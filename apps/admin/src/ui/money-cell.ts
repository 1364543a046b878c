import type { CellContext } from '@tanstack/react-table';
import { formatMoney } from '../lib/format.ts';

/** A table cell of minor units in the currency of its row (report rows carry one each). */
export function moneyCell<Row extends { currency: string }>(info: CellContext<Row, number>): string {
  return formatMoney({ amount: info.getValue(), currency: info.row.original.currency });
}
