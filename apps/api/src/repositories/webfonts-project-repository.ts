import {
  type Db,
  families,
  fontFiles,
  orders,
  styles,
  variableFontAxes,
  variableFonts,
  webfontsProjectDomains,
  webfontsProjectEmails,
  webfontsProjectFonts,
  webfontsProjects,
} from '@foundry/db';
import { and, asc, desc, eq, inArray, ne, notInArray, sql } from '@foundry/db/orm';
import type {
  GenerationStatus,
  WebfontsProjectStatus,
  WebfontsProjectType,
} from '@foundry/domain/webfonts/webfonts-status';
import { createWebfontsKitMetering } from './webfonts-kit-metering-repository.ts';
import { createWebfontsPageViewStats } from './webfonts-page-view-stats-repository.ts';
import type {
  UnpaidOrderRow,
  WebfontsFontSource,
  WebfontsProjectChanges,
  WebfontsProjectEmailRow,
  WebfontsProjectFontRow,
  WebfontsProjectRow,
} from './webfonts-project-rows.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Web font projects with their domains, e-mails and fonts; the kit route's metering and the page
 * view statistics come from their own files under the same roof. Every read and change a user
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
    ...createWebfontsKitMetering(db),
    ...createWebfontsPageViewStats(db),

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
  };
}

export type WebfontsProjectRepository = ReturnType<typeof createWebfontsProjectRepository>;
