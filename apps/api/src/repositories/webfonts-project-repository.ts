import {
  type Db,
  families,
  fontFiles,
  orders,
  styles,
  variableFontAxes,
  variableFonts,
  webfontsPageViews,
  webfontsProjectDomains,
  webfontsProjectEmails,
  webfontsProjectFonts,
  webfontsProjects,
} from '@foundry/db';
import { and, asc, between, desc, eq, inArray, ne, notInArray, sql } from '@foundry/db/orm';
import type {
  GenerationStatus,
  WebfontsProjectStatus,
  WebfontsProjectType,
} from '@foundry/domain/webfonts/webfonts-status';

export type WebfontsProjectRow = typeof webfontsProjects.$inferSelect;
export type WebfontsProjectEmailRow = typeof webfontsProjectEmails.$inferSelect;

/** A project font with what its CSS and files are made from. */
export interface WebfontsProjectFontRow {
  id: number;
  projectId: number;
  styleId: number | null;
  variableFontId: number | null;
  cssFamilyName: string;
  fontWeight: string;
  fontStyle: string;
  fontDisplay: string;
  otfFeatures: string[];
  characterSets: string[];
  customChars: string;
  /** The style's or variable font's title. */
  title: string;
  familyId: number;
  familyTitle: string;
  reservedFontName: string | null;
  storageKey: string;
  /** A style's characters in CSS unicode-range form; '' for a variable font (its file tells). */
  unicodeRanges: string;
}

/** The fields of a project font as saved (the display fields are derived by the service). */
export type WebfontsProjectFontFields = Pick<
  WebfontsProjectFontRow,
  | 'styleId'
  | 'variableFontId'
  | 'cssFamilyName'
  | 'fontWeight'
  | 'fontStyle'
  | 'fontDisplay'
  | 'otfFeatures'
  | 'characterSets'
  | 'customChars'
>;

export interface WebfontsProjectChanges {
  title?: string;
  /** Null: no cap. */
  budget?: number | null;
  domains?: string[];
  billingEmails?: string[];
  editingEmails?: string[];
  fonts?: WebfontsProjectFontFields[];
}

/** What the CSS kit route needs of a project, found by its licence key. */
export interface WebfontsKitRow {
  id: number;
  type: WebfontsProjectType;
  status: WebfontsProjectStatus;
  budget: number | null;
  cssKey: string | null;
  domains: string[];
  /** Page views counted so far in the month asked about. */
  monthPageViews: number;
}

/** A style or variable font a project may use, with what its CSS and availability need. */
export interface WebfontsFontSource {
  kind: 'style' | 'variableFont';
  id: number;
  title: string;
  familyId: number;
  familyTitle: string;
  familyUrl: string;
  preRelease: boolean;
  /** CSS weight of a style (400 for a variable font: its axis decides). */
  weight: number;
  italic: boolean;
  storageKey: string;
  /** The font's characters in CSS unicode-range form ('' when not known). */
  unicodeRanges: string;
  /** The family's OpenType features (the catalogue's list). */
  openTypeFeatures: string[];
}

export type UnpaidOrderRow = Pick<typeof orders.$inferSelect, 'id' | 'hash' | 'status'>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Web font projects with their domains, e-mails, fonts and page views. Every read and change a user
 * makes is scoped by the owner's id: another customer's project is simply not there. DELETED
 * projects stay in the table (their page views are billed history) but are never listed.
 */
export function createWebfontsProjectRepository(db: Db) {
  const ownedAlive = (userId: number) =>
    and(eq(webfontsProjects.userId, userId), ne(webfontsProjects.status, 'DELETED'));

  async function replaceChildren(tx: Tx, projectId: number, changes: WebfontsProjectChanges): Promise<void> {
    if (changes.domains) {
      await tx.delete(webfontsProjectDomains).where(eq(webfontsProjectDomains.projectId, projectId));
      if (changes.domains.length > 0) {
        await tx
          .insert(webfontsProjectDomains)
          .values(changes.domains.map((domain) => ({ projectId, domain })));
      }
    }
    for (const kind of ['billing', 'editing'] as const) {
      const emails = kind === 'billing' ? changes.billingEmails : changes.editingEmails;
      if (!emails) continue;
      // Addresses kept keep their status (CONFIRMED stays); new ones are INVITED.
      await tx
        .delete(webfontsProjectEmails)
        .where(
          and(
            eq(webfontsProjectEmails.projectId, projectId),
            eq(webfontsProjectEmails.kind, kind),
            emails.length > 0 ? notInArray(webfontsProjectEmails.email, emails) : undefined,
          ),
        );
      if (emails.length > 0) {
        await tx
          .insert(webfontsProjectEmails)
          .values(emails.map((email) => ({ projectId, kind, email })))
          .onConflictDoNothing();
      }
    }
    if (changes.fonts) {
      await tx.delete(webfontsProjectFonts).where(eq(webfontsProjectFonts.projectId, projectId));
      if (changes.fonts.length > 0) {
        await tx
          .insert(webfontsProjectFonts)
          .values(changes.fonts.map((font, sort) => ({ ...font, projectId, sort })));
      }
    }
  }

  return {
    /** The user's projects (not deleted), most recently changed first; `limit` rows from `offset`. */
    async listOwned(
      userId: number,
      offset: number,
      limit: number,
      id: number | null = null,
    ): Promise<WebfontsProjectRow[]> {
      return db
        .select()
        .from(webfontsProjects)
        .where(and(ownedAlive(userId), id === null ? undefined : eq(webfontsProjects.id, id)))
        .orderBy(desc(webfontsProjects.updatedAt), desc(webfontsProjects.id))
        .offset(offset)
        .limit(limit);
    },

    async findOwned(userId: number, id: number): Promise<WebfontsProjectRow | null> {
      const [row] = await db
        .select()
        .from(webfontsProjects)
        .where(and(ownedAlive(userId), eq(webfontsProjects.id, id)));
      return row ?? null;
    },

    /** Every project of the user (deleted ones too: their page views are history), for the stats. */
    async idsOfUser(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: webfontsProjects.id })
        .from(webfontsProjects)
        .where(eq(webfontsProjects.userId, userId));
      return rows.map((row) => row.id);
    },

    async findById(id: number): Promise<WebfontsProjectRow | null> {
      const [row] = await db.select().from(webfontsProjects).where(eq(webfontsProjects.id, id));
      return row ?? null;
    },

    async domainsOf(projectIds: readonly number[]): Promise<{ projectId: number; domain: string }[]> {
      if (projectIds.length === 0) return [];
      return db
        .select()
        .from(webfontsProjectDomains)
        .where(inArray(webfontsProjectDomains.projectId, [...projectIds]))
        .orderBy(asc(webfontsProjectDomains.domain));
    },

    async emailsOf(projectIds: readonly number[]): Promise<WebfontsProjectEmailRow[]> {
      if (projectIds.length === 0) return [];
      return db
        .select()
        .from(webfontsProjectEmails)
        .where(inArray(webfontsProjectEmails.projectId, [...projectIds]))
        .orderBy(asc(webfontsProjectEmails.email));
    },

    /** The fonts of projects in their order, with their style or variable font and family. */
    async fontsOf(projectIds: readonly number[]): Promise<WebfontsProjectFontRow[]> {
      if (projectIds.length === 0) return [];
      const rows = await db
        .select({
          font: webfontsProjectFonts,
          styleTitle: styles.title,
          unicodeRanges: styles.unicodeRanges,
          variableTitle: variableFonts.title,
          familyId: families.id,
          familyTitle: families.title,
          reservedFontName: families.reservedFontName,
          storageKey: fontFiles.storageKey,
        })
        .from(webfontsProjectFonts)
        .leftJoin(styles, eq(styles.id, webfontsProjectFonts.styleId))
        .leftJoin(variableFonts, eq(variableFonts.id, webfontsProjectFonts.variableFontId))
        .innerJoin(families, sql`${families.id} = coalesce(${styles.familyId}, ${variableFonts.familyId})`)
        .innerJoin(
          fontFiles,
          sql`${fontFiles.id} = coalesce(${styles.fontFileId}, ${variableFonts.fontFileId})`,
        )
        .where(inArray(webfontsProjectFonts.projectId, [...projectIds]))
        .orderBy(
          asc(webfontsProjectFonts.projectId),
          asc(webfontsProjectFonts.sort),
          asc(webfontsProjectFonts.id),
        );
      return rows.map((row) => ({
        ...row.font,
        title: row.styleTitle ?? row.variableTitle ?? '',
        familyId: row.familyId,
        familyTitle: row.familyTitle,
        reservedFontName: row.reservedFontName,
        storageKey: row.storageKey,
        unicodeRanges: row.unicodeRanges ?? '',
      }));
    },

    /** The wght axis of variable fonts (for their font-weight range). */
    async weightAxesOf(
      variableFontIds: readonly number[],
    ): Promise<{ variableFontId: number; min: number; max: number }[]> {
      if (variableFontIds.length === 0) return [];
      return db
        .select({
          variableFontId: variableFontAxes.variableFontId,
          min: variableFontAxes.min,
          max: variableFontAxes.max,
        })
        .from(variableFontAxes)
        .where(
          and(
            inArray(variableFontAxes.variableFontId, [...variableFontIds]),
            eq(variableFontAxes.tag, 'wght'),
          ),
        );
    },

    /** The orders that pay projects' months (for their payment links). */
    async unpaidOrdersOf(orderIds: readonly number[]): Promise<UnpaidOrderRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select({ id: orders.id, hash: orders.hash, status: orders.status })
        .from(orders)
        .where(inArray(orders.id, [...orderIds]));
    },

    /** The styles and variable fonts of these ids that exist, with their families. */
    async fontSourcesOf(
      styleIds: readonly number[],
      variableFontIds: readonly number[],
    ): Promise<WebfontsFontSource[]> {
      const family = {
        familyId: families.id,
        familyTitle: families.title,
        familyUrl: families.url,
        preRelease: families.preRelease,
        openTypeFeatures: families.openTypeFeatures,
        storageKey: fontFiles.storageKey,
      };
      const [styleRows, variableRows] = await Promise.all([
        styleIds.length === 0
          ? []
          : db
              .select({
                id: styles.id,
                title: styles.title,
                weight: styles.weight,
                italic: styles.italic,
                unicodeRanges: styles.unicodeRanges,
                ...family,
              })
              .from(styles)
              .innerJoin(families, eq(families.id, styles.familyId))
              .innerJoin(fontFiles, eq(fontFiles.id, styles.fontFileId))
              .where(inArray(styles.id, [...styleIds])),
        variableFontIds.length === 0
          ? []
          : db
              .select({
                id: variableFonts.id,
                title: variableFonts.title,
                italic: variableFonts.italic,
                // A named instance stored as a style is read from this very file and carries its ranges;
                // else a static cut of the same encoding and slope covers the same text.
                unicodeRanges: sql<string | null>`coalesce(
                  (select ${styles.unicodeRanges} from ${styles} where ${styles.variableFontId} = ${variableFonts.id} limit 1),
                  (select ${styles.unicodeRanges} from ${styles} where ${styles.familyId} = ${variableFonts.familyId}
                     and ${styles.encodingId} is not distinct from ${variableFonts.encodingId} and ${styles.italic} = ${variableFonts.italic} limit 1))`,
                ...family,
              })
              .from(variableFonts)
              .innerJoin(families, eq(families.id, variableFonts.familyId))
              .innerJoin(fontFiles, eq(fontFiles.id, variableFonts.fontFileId))
              .where(inArray(variableFonts.id, [...variableFontIds])),
      ]);
      return [
        ...styleRows.map((row) => ({ ...row, kind: 'style' as const })),
        ...variableRows.map((row) => ({
          ...row,
          kind: 'variableFont' as const,
          weight: 400,
          unicodeRanges: row.unicodeRanges ?? '',
        })),
      ];
    },

    /** A new project with its domains, e-mails and fonts; generation Pending. */
    async insert(
      userId: number,
      project: {
        title: string;
        type: WebfontsProjectType;
        licenseKey: string;
        budget: number | null;
        currency: string;
      },
      children: WebfontsProjectChanges,
    ): Promise<WebfontsProjectRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(webfontsProjects)
          .values({ ...project, userId, status: 'ACTIVE', generation: 'Pending' })
          .returning();
        if (!row) throw new Error('web font project not inserted');
        await replaceChildren(tx, row.id, children);
        return row;
      });
    },

    /**
     * Changes the user's project; lists given replace the stored ones. `regenerate` marks its files
     * Pending. Null when the user has no such project.
     */
    async update(
      userId: number,
      id: number,
      changes: WebfontsProjectChanges,
      regenerate: boolean,
    ): Promise<WebfontsProjectRow | null> {
      return db.transaction(async (tx) => {
        const set: Partial<typeof webfontsProjects.$inferInsert> = { updatedAt: new Date() };
        if (changes.title !== undefined) set.title = changes.title;
        if (changes.budget !== undefined) set.budget = changes.budget;
        if (regenerate) set.generation = 'Pending';
        const [row] = await tx
          .update(webfontsProjects)
          .set(set)
          .where(and(ownedAlive(userId), eq(webfontsProjects.id, id)))
          .returning();
        if (!row) return null;
        await replaceChildren(tx, id, changes);
        return row;
      });
    },

    /** Sets the status of the user's project (any user-reachable status, DELETED included). */
    async setStatus(
      userId: number,
      id: number,
      status: WebfontsProjectStatus,
    ): Promise<WebfontsProjectRow | null> {
      const [row] = await db
        .update(webfontsProjects)
        .set({ status, updatedAt: new Date() })
        .where(and(ownedAlive(userId), eq(webfontsProjects.id, id)))
        .returning();
      return row ?? null;
    },

    /** The shop pauses a project whose budget is spent (only while it is ACTIVE). */
    async pauseByBudget(id: number): Promise<void> {
      await db
        .update(webfontsProjects)
        .set({ status: 'PAUSED_BY_BUDGET' })
        .where(and(eq(webfontsProjects.id, id), eq(webfontsProjects.status, 'ACTIVE')));
    },

    /** Records a generation step; the keys of the files once they are written. */
    async setGeneration(
      id: number,
      generation: GenerationStatus,
      files: { cssKey: string | null; downloadKey: string | null } | null = null,
      /** Only when the project is still in this state (a newer save restarts the work). */
      onlyIf: GenerationStatus | null = null,
    ): Promise<boolean> {
      const rows = await db
        .update(webfontsProjects)
        .set({ generation, ...(files ?? {}) })
        .where(and(eq(webfontsProjects.id, id), onlyIf ? eq(webfontsProjects.generation, onlyIf) : undefined))
        .returning({ id: webfontsProjects.id });
      return rows.length > 0;
    },

    /** Projects whose files were never finished (a restart interrupted them). */
    async unfinishedIds(): Promise<number[]> {
      const rows = await db
        .select({ id: webfontsProjects.id })
        .from(webfontsProjects)
        .where(
          and(
            inArray(webfontsProjects.generation, ['Pending', 'Generating']),
            ne(webfontsProjects.status, 'DELETED'),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** The project of a licence key with its domains and the month's page views: one query. */
    async kitOf(licenseKey: string, monthDay: string): Promise<WebfontsKitRow | null> {
      const [row] = await db
        .select({
          id: webfontsProjects.id,
          type: webfontsProjects.type,
          status: webfontsProjects.status,
          budget: webfontsProjects.budget,
          cssKey: webfontsProjects.cssKey,
          domains: sql<
            string[]
          >`coalesce((select array_agg(${webfontsProjectDomains.domain}) from ${webfontsProjectDomains} where ${webfontsProjectDomains.projectId} = ${webfontsProjects.id}), '{}')`,
          monthPageViews: sql<number>`coalesce((select ${webfontsPageViews.pageViews} from ${webfontsPageViews} where ${webfontsPageViews.projectId} = ${webfontsProjects.id} and ${webfontsPageViews.month} = ${monthDay}), 0)`,
        })
        .from(webfontsProjects)
        .where(eq(webfontsProjects.licenseKey, licenseKey));
      if (!row) return null;
      return { ...row, domains: [...row.domains], monthPageViews: Number(row.monthPageViews) };
    },

    /** One more page view of the month (its first day); one statement. */
    async countPageView(projectId: number, monthDay: string): Promise<void> {
      await db
        .insert(webfontsPageViews)
        .values({ projectId, month: monthDay, pageViews: 1 })
        .onConflictDoUpdate({
          target: [webfontsPageViews.projectId, webfontsPageViews.month],
          set: { pageViews: sql`${webfontsPageViews.pageViews} + 1` },
        });
    },

    /** Page views of projects per month between two first days (both included). */
    async pageViewsOf(
      projectIds: readonly number[],
      fromDay: string,
      toDay: string,
    ): Promise<{ projectId: number; month: string; pageViews: number }[]> {
      if (projectIds.length === 0) return [];
      return db
        .select({
          projectId: webfontsPageViews.projectId,
          month: webfontsPageViews.month,
          pageViews: webfontsPageViews.pageViews,
        })
        .from(webfontsPageViews)
        .where(
          and(
            inArray(webfontsPageViews.projectId, [...projectIds]),
            between(webfontsPageViews.month, fromDay, toDay),
          ),
        );
    },

    /** The first month any of the projects had page views (its first day), or null. */
    async firstMonthOf(projectIds: readonly number[]): Promise<string | null> {
      if (projectIds.length === 0) return null;
      const [row] = await db
        .select({ month: sql<string | null>`min(${webfontsPageViews.month})` })
        .from(webfontsPageViews)
        .where(inArray(webfontsPageViews.projectId, [...projectIds]));
      return row?.month ? String(row.month).slice(0, 10) : null;
    },
  };
}

export type WebfontsProjectRepository = ReturnType<typeof createWebfontsProjectRepository>;
