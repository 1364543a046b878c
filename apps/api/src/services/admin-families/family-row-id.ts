import { parseId } from '../ids/parse-ids.ts';

/** The largest id an integer column holds; a larger one names no row. */
const MAX_ROW_ID = 2_147_483_647;

/** A family id from the admin API, or -1 (no row has it) for text that names none. */
export function familyRowId(id: string | number): number {
  const value = parseId(id);
  return value !== null && value <= MAX_ROW_ID ? value : -1;
}
