import type pg from 'pg';
import { nextIdOf, syncIdentity } from './table-rows.ts';

async function columnsOf(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/** `column` as it is, unless `replaced` gives an expression for it. */
const selectList = (columns: string[], replaced: Record<string, string>, alias: string) =>
  columns.map((column) => replaced[column] ?? `${alias}."${column}"`).join(', ');

/**
 * Adds `customers` accounts and `orders` paid orders, each a copy of one of the template orders (real
 * orders placed through the API, so their addresses, licences and items have the shapes the API
 * writes), placed by a random new customer (one in five by a guest), on a random day of the last three
 * years, each line of it a random FONT product of the grown catalogue.
 */
export async function growOrders(
  client: pg.ClientBase,
  goal: { customers: number; orders: number; templateOrderIds: number[] },
): Promise<void> {
  const firstCustomer = await nextIdOf(client, 'users');
  await client.query(
    `insert into users (id, email, password_hash, name, country_code, created_at, updated_at)
     select $1::int + g, 'customer-' || g || '@scale.example', 'no sign-in', 'Customer ' || g, 'DE',
            now() - g * interval '1 minute', now()
       from generate_series(0, $2::int - 1) g`,
    [firstCustomer, goal.customers],
  );
  await syncIdentity(client, 'users');

  const firstOrder = await nextIdOf(client, 'orders');
  const orderColumns = await columnsOf(client, 'orders');
  await client.query(
    `with template as (
       select o.*, row_number() over (order by o.id) - 1 as n from orders o where o.id = any($4::int[])
     )
     insert into orders (${orderColumns.map((c) => `"${c}"`).join(', ')})
     select ${selectList(
       orderColumns,
       {
         id: '$1::int + g',
         hash: "md5('scale-order-' || g)",
         user_id: 'case when g % 5 = 0 then null else $2::int + (g * 7919) % $3::int end',
         email: "case when g % 5 = 0 then 'guest-' || g || '@scale.example' else t.email end",
         status: "'PAID'",
         invoice_number: "'SCALE-' || g",
         created_at: "now() - (g % 1095) * interval '1 day'",
         paid_at: "now() - (g % 1095) * interval '1 day'",
         updated_at: 'now()',
       },
       't',
     )}
       from generate_series(0, $5::int - 1) g
       join template t on t.n = g % cardinality($4::int[])`,
    [firstOrder, firstCustomer, goal.customers, goal.templateOrderIds, goal.orders],
  );
  await syncIdentity(client, 'orders');

  const itemColumns = (await columnsOf(client, 'order_items')).filter((column) => column !== 'id');
  await client.query(
    `with copies as (
       select $1::int + g as order_id, ($2::int[])[1 + g % cardinality($2::int[])] as template_id
         from generate_series(0, $3::int - 1) g
     ), fonts as (select array_agg(id) as ids from products where kind = 'FONT')
     insert into order_items (${itemColumns.map((c) => `"${c}"`).join(', ')})
     select ${selectList(
       itemColumns,
       {
         order_id: 'c.order_id',
         product_id:
           "case when i.kind = 'FONT_FAMILY_PRODUCT' then fonts.ids[1 + (c.order_id * 31 + i.id) % cardinality(fonts.ids)] else i.product_id end",
       },
       'i',
     )}
       from copies c join order_items i on i.order_id = c.template_id cross join fonts`,
    [firstOrder, goal.templateOrderIds, goal.orders],
  );
  await client.query('analyze');
}
