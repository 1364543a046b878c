import { encodingDefinitions } from '@foundry/fonts';
import type { Db } from '../client.ts';
import { encodings } from '../schema/index.ts';

/** Inserts the known encodings once (in a fixed order, so ids are stable) and maps url → id. */
export async function ensureEncodings(db: Db): Promise<Map<string, number>> {
  await db
    .insert(encodings)
    .values(encodingDefinitions.map((encoding, index) => ({ ...encoding, sort: index })))
    .onConflictDoNothing({ target: encodings.url });
  const rows = await db.select({ id: encodings.id, url: encodings.url }).from(encodings);
  return new Map(rows.map((row) => [row.url, row.id]));
}
