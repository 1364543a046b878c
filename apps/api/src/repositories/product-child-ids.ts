import { productChildren, products } from '@foundry/db';
import { sql } from '@foundry/db/orm';

/**
 * A FAMILY product's FONT children as an array of ids, in order (none for another kind), selected with
 * the product: one value where a statement of its own read a row each.
 */
export const productChildIds = sql<number[]>`case when ${products.kind} = 'FAMILY' then array(
  select ${productChildren.childId} from ${productChildren}
  where ${productChildren.parentId} = ${products.id}
  order by ${productChildren.sort}, ${productChildren.childId}
) else '{}'::integer[] end`;
