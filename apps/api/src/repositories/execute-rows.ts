import type { Db } from '@foundry/db';
import type { SQL } from '@foundry/db/orm';

/** Runs a raw statement and returns its rows; both drivers answer db.execute with an object holding `rows`. */
export async function executeRows<Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
