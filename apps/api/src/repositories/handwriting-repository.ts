import { type Db, handwritingSubmissions } from '@foundry/db';
import { type AnyColumn, and, desc, eq, type SQL, sql } from '@foundry/db/orm';

export type HandwritingSubmissionRow = typeof handwritingSubmissions.$inferSelect;

/** Exact values to match; each given filter narrows the list (AND). */
export interface HandwritingFilter {
  gender?: string | undefined;
  location?: string | undefined;
  motherTongue?: string | undefined;
  age?: number | undefined;
  profession?: string | undefined;
  handedness?: string | undefined;
}

/** The distinct values of the published samples, each sorted: what the archive's filters offer. */
export interface HandwritingFacets {
  genders: string[];
  locations: string[];
  motherTongues: string[];
  ages: number[];
  professions: string[];
  handednesses: string[];
}

const published = eq(handwritingSubmissions.status, 'PUBLISHED');

export function createHandwritingRepository(db: Db) {
  return {
    /** Published samples, newest first; `limit` rows from `offset`. */
    async findMany(
      filter: HandwritingFilter,
      offset: number,
      limit: number,
    ): Promise<HandwritingSubmissionRow[]> {
      const conditions: SQL[] = [published];
      const columns = {
        gender: handwritingSubmissions.gender,
        location: handwritingSubmissions.location,
        motherTongue: handwritingSubmissions.motherTongue,
        profession: handwritingSubmissions.profession,
        handedness: handwritingSubmissions.handedness,
      } as const;
      for (const [name, column] of Object.entries(columns)) {
        const value = filter[name as keyof typeof columns];
        if (value !== undefined) conditions.push(eq(column, value));
      }
      if (filter.age !== undefined) conditions.push(eq(handwritingSubmissions.age, filter.age));
      return db
        .select()
        .from(handwritingSubmissions)
        .where(and(...conditions))
        .orderBy(desc(handwritingSubmissions.createdAt), desc(handwritingSubmissions.id))
        .offset(offset)
        .limit(limit);
    },

    /** Every facet in one statement: the distinct non-null values of each column. */
    async facets(): Promise<HandwritingFacets> {
      const facet = <T>(column: SQL.Aliased | AnyColumn) =>
        sql<T[] | null>`array_agg(distinct ${column}) filter (where ${column} is not null)`;
      const [row] = await db
        .select({
          genders: facet<string>(handwritingSubmissions.gender),
          locations: facet<string>(handwritingSubmissions.location),
          motherTongues: facet<string>(handwritingSubmissions.motherTongue),
          ages: facet<number>(handwritingSubmissions.age),
          professions: facet<string>(handwritingSubmissions.profession),
          handednesses: facet<string>(handwritingSubmissions.handedness),
        })
        .from(handwritingSubmissions)
        .where(published);
      const texts = (values: string[] | null | undefined) =>
        [...(values ?? [])].sort((a, b) => a.localeCompare(b, 'en'));
      return {
        genders: texts(row?.genders),
        locations: texts(row?.locations),
        motherTongues: texts(row?.motherTongues),
        ages: (row?.ages ?? []).map(Number).sort((a, b) => a - b),
        professions: texts(row?.professions),
        handednesses: texts(row?.handednesses),
      };
    },
  };
}

export type HandwritingRepository = ReturnType<typeof createHandwritingRepository>;
