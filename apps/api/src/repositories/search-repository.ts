import {
  authors,
  type Db,
  families,
  helpItems,
  physicalProducts,
  staticPages,
  stories,
  storyType,
} from '@foundry/db';
import { type SQL, sql } from '@foundry/db/orm';
import {
  SEARCH_CATEGORY_OF_KIND,
  type SearchCategory,
  type SearchResultKind,
  type SearchStoryType,
  storySearchCategory,
} from '@foundry/domain/search/search-category';
import { type SearchTier, searchTiers } from '@foundry/domain/search/search-rank';
import { executeRows } from './execute-rows.ts';

/** One thing search found, whatever its table: enough to list it and link to it. */
export interface SearchHitRow {
  kind: SearchResultKind;
  id: number;
  category: SearchCategory;
  title: string;
  url: string;
  description: string | null;
  /** Stories only. */
  storyType: SearchStoryType | null;
  /** Physical products only. */
  productType: string | null;
  score: number;
}

export type SearchCounts = Partial<Record<SearchCategory, number>>;

// Text shown under a result whose table has no short description (help bodies, product bodies).
const EXCERPT_CHARACTERS = 240;

const storyCategory = sql`case ${stories.type}::text ${sql.join(
  storyType.enumValues.map((type) => sql`when ${type}::text then ${storySearchCategory(type)}::text`),
  sql` `,
)} end`;

/**
 * Every searchable document, published ones only, as one row shape. Families, authors and help items
 * have no publication state: all of them are public. Products count from their publication date.
 * `n_title` and `n_text` are each table's stored folded title and text (`search_title`,
 * `search_text`: migration 0009, normaliseSearchText in SQL), so a condition on them reaches each
 * table's trigram index.
 */
function documents(): SQL {
  const category = (kind: Exclude<SearchResultKind, 'Story'>) => sql`${SEARCH_CATEGORY_OF_KIND[kind]}::text`;
  const folded = sql.raw('search_title as n_title, search_text as n_text');
  return sql`
    select 'Family'::text as kind, ${families.id} as id, ${category('Family')} as category,
           ${families.title} as title, ${families.url} as url, ${families.summary} as description,
           null::text as story_type, null::text as product_type, ${folded}
      from ${families}
     where ${families.published}
    union all
    select 'PhysicalProduct', ${physicalProducts.id}, ${category('PhysicalProduct')},
           ${physicalProducts.title}, ${physicalProducts.url},
           left(${physicalProducts.body}, ${EXCERPT_CHARACTERS}), null, ${physicalProducts.productType}::text,
           ${folded}
      from ${physicalProducts}
     where ${physicalProducts.publishedAt} is not null and ${physicalProducts.publishedAt} <= now()
    union all
    select 'Story', ${stories.id}, ${storyCategory}, ${stories.title}, ${stories.url}, ${stories.description},
           ${stories.type}::text, null, ${folded}
      from ${stories}
     where ${stories.status} = 'PUBLISHED'
    union all
    select 'Author', ${authors.id}, ${category('Author')}, ${authors.title}, ${authors.url},
           left(${authors.about}, ${EXCERPT_CHARACTERS}), null, null, ${folded}
      from ${authors}
    union all
    select 'HelpItem', ${helpItems.id}, ${category('HelpItem')}, ${helpItems.title}, ${helpItems.url},
           left(${helpItems.body}, ${EXCERPT_CHARACTERS}), null, null, ${folded}
      from ${helpItems}
    union all
    select 'GenericStaticPage', ${staticPages.id}, ${category('GenericStaticPage')}, ${staticPages.title},
           ${staticPages.url}, ${staticPages.description}, null, null, ${folded}
      from ${staticPages}
     where ${staticPages.status} = 'PUBLISHED'`;
}

function tierCondition(tier: SearchTier): SQL {
  const subject = tier.field === 'title' ? sql.raw('n_title') : sql.raw('n_text');
  return sql.join(
    tier.patterns.map((pattern) => sql`${subject} like ${pattern}::text`),
    sql` and `,
  );
}

/**
 * The documents matching the term with their score (the domain's tiers as a CASE), as a subquery
 * named `hits`. The last tier is the match condition.
 */
function hits(tiers: SearchTier[]): SQL {
  const last = tiers[tiers.length - 1];
  if (!last) throw new Error('a search needs at least one tier');
  const score = sql`case ${sql.join(
    tiers.map((tier) => sql`when ${tierCondition(tier)} then ${tier.score}::int`),
    sql` `,
  )} else 0 end`;
  return sql`(
    select kind, id, category, title, url, description, story_type, product_type, ${score} as score
      from (${documents()}) documents
     where ${tierCondition(last)}
  ) hits`;
}

interface RawHit {
  kind: SearchResultKind;
  id: number;
  category: SearchCategory;
  title: string;
  url: string;
  description: string | null;
  story_type: SearchStoryType | null;
  product_type: string | null;
  score: number;
}

function toHit(row: RawHit): SearchHitRow {
  return {
    kind: row.kind,
    id: Number(row.id),
    category: row.category,
    title: row.title,
    url: row.url,
    description: row.description,
    storyType: row.story_type,
    productType: row.product_type,
    score: Number(row.score),
  };
}

const ORDER = sql`score desc, title, id`;

export function createSearchRepository(db: Db) {
  return {
    /** The best `perCategory` hits of each category and each category's total, in one statement. */
    async topPerCategory(
      term: string,
      perCategory: number,
    ): Promise<{ hits: SearchHitRow[]; counts: SearchCounts }> {
      const tiers = searchTiers(term);
      if (tiers.length === 0) return { hits: [], counts: {} };
      const rows = await executeRows<RawHit & { position: number; total: number }>(
        db,
        sql`select * from (
              select hits.*,
                     row_number() over (partition by category order by ${ORDER}) as position,
                     (count(*) over (partition by category))::int as total
                from ${hits(tiers)}
            ) ranked
            where position <= ${perCategory}
            order by category, position`,
      );
      const counts: SearchCounts = {};
      for (const row of rows) counts[row.category] = Number(row.total);
      return { hits: rows.map(toHit), counts };
    },

    /** How many hits each category has (categories without any are left out). */
    async countPerCategory(term: string): Promise<SearchCounts> {
      const tiers = searchTiers(term);
      if (tiers.length === 0) return {};
      const rows = await executeRows<{ category: SearchCategory; total: number }>(
        db,
        sql`select category, count(*)::int as total from ${hits(tiers)} group by category`,
      );
      return Object.fromEntries(rows.map((row) => [row.category, Number(row.total)]));
    },

    /** One page of the hits in the given categories (all when empty), best first. */
    async findPage(
      term: string,
      categories: readonly SearchCategory[],
      offset: number,
      limit: number,
    ): Promise<SearchHitRow[]> {
      const tiers = searchTiers(term);
      if (tiers.length === 0) return [];
      const inCategories =
        categories.length > 0
          ? sql`where category in (${sql.join(
              categories.map((category) => sql`${category}::text`),
              sql`, `,
            )})`
          : sql``;
      const rows = await executeRows<RawHit>(
        db,
        sql`select * from ${hits(tiers)} ${inCategories} order by ${ORDER} offset ${offset} limit ${limit}`,
      );
      return rows.map(toHit);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
