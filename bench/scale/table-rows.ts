import type pg from 'pg';

export type Row = Record<string, unknown>;

/** The columns a row can be written to (generated columns are left to the database). */
async function writableColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  if (rows.length === 0) throw new Error(`No table ${table}`);
  return rows.map((row) => row.column_name);
}

/** Every row of a table as JSON (column names as in the database), in id order when it has one. */
export async function readRows(client: pg.ClientBase, table: string, where = 'true'): Promise<Row[]> {
  const columns = await writableColumns(client, table);
  const order = columns.includes('id') ? 'order by id' : '';
  const { rows } = await client.query<{ row: Row }>(
    `select row_to_json(t) as row from (select ${columns.map((c) => `"${c}"`).join(', ')} from "${table}" where ${where} ${order}) t`,
  );
  return rows.map((row) => row.row);
}

/**
 * Writes rows as they were read by `readRows`, a thousand at a time, through
 * `json_populate_recordset` so every column keeps its type without a hand-written column list.
 */
export async function insertRows(client: pg.ClientBase, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = (await writableColumns(client, table)).map((c) => `"${c}"`).join(', ');
  for (let start = 0; start < rows.length; start += 1000) {
    await client.query(
      `insert into "${table}" (${columns}) select ${columns} from json_populate_recordset(null::"${table}", $1)`,
      [JSON.stringify(rows.slice(start, start + 1000))],
    );
  }
}

/** The next free id of a table (rows are then written with ids of their own). */
export async function nextIdOf(client: pg.ClientBase, table: string): Promise<number> {
  const { rows } = await client.query<{ next: number }>(
    `select coalesce(max(id), 0) + 1 as next from "${table}"`,
  );
  return Number(rows[0]?.next ?? 1);
}

/** Moves a table's identity past the ids written by hand, so the API's own inserts do not collide. */
export async function syncIdentity(client: pg.ClientBase, table: string): Promise<void> {
  await client.query(
    `select setval(pg_get_serial_sequence('"${table}"', 'id'), (select coalesce(max(id), 1) from "${table}"))`,
  );
}
