import type { ResultOf } from '../../../lib/graphql/graphql.ts';
import type { ReadFamiliesQuery } from './read-families.ts';

/** A family as /fonts lists it: its faces, and what the filters and the "from" price read. */
export type CatalogueFamily = ResultOf<typeof ReadFamiliesQuery>['readFamilies']['nodes'][number];
