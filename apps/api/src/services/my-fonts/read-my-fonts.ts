import { type Page, toPage } from '@foundry/domain';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import type { DownloadJobRow } from '../../repositories/download-repository.ts';
import type { FontCustomisationRow } from '../../repositories/font-customisation-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import type { FamilyNode } from '../families/read-families.ts';
import { type OwnedFamily, readOwnedFamilies } from '../owned-fonts/owned-fonts.ts';

export const MY_FONTS_PAGE_SIZE = 12;
export const MY_FONTS_MAX_PAGE_SIZE = 100;

export const MY_FONTS_SORTS = ['NEWEST', 'OLDEST', 'TITLE'] as const;
export type MyFontsSortBy = (typeof MY_FONTS_SORTS)[number];

/** The three kinds of family on the my-fonts list (the GraphQL types of the same names). */
export type MyFontsKind = 'MyFamily' | 'MyCorporateFamily' | 'MyTrialFamily';

/** One family of the list; the customisations are read once for the whole page, when asked. */
export interface MyFontsEntry {
  kind: MyFontsKind;
  family: FamilyNode;
  /** What the user bought of it; null for a family only tried. */
  owned: OwnedFamily | null;
  /** The latest trial's download job, for a family only tried. */
  trial: DownloadJobRow | null;
  /** The latest purchase (or trial): what NEWEST and OLDEST sort by. */
  latestAt: Date;
  customisations: () => Promise<FontCustomisationRow[]>;
}

export interface MyFontsArgs {
  purchased?: boolean | null | undefined;
  trial?: boolean | null | undefined;
  corporate?: boolean | null | undefined;
  /** Only this family (its entry, if the user bought or tried it); an id that is no number matches none. */
  familyId?: string | null | undefined;
  sortBy?: MyFontsSortBy | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}

/** Bought under a corporate licence (a corporate code's order, or a corporate licence entry). */
export function isCorporate(owned: OwnedFamily): boolean {
  return owned.purchases.some((purchase) => purchase.corporate);
}

function latestPurchaseAt(owned: OwnedFamily): Date {
  return new Date(Math.max(...owned.purchases.map((purchase) => purchase.orderDate.getTime())));
}

/**
 * Which kinds the filters keep. Both unset: all. A filter set true keeps only the kinds set true;
 * set false, it drops its kind. `corporate` narrows the bought families to corporate ones (true) or
 * the others (false).
 */
function keeps(kind: MyFontsKind, args: MyFontsArgs): boolean {
  const anyChosen = args.purchased === true || args.trial === true;
  const chosen = (flag: boolean | null | undefined) => (anyChosen ? flag === true : flag !== false);
  if (kind === 'MyTrialFamily') return chosen(args.trial) && args.corporate !== true;
  if (!chosen(args.purchased)) return false;
  if (args.corporate === true) return kind === 'MyCorporateFamily';
  if (args.corporate === false) return kind === 'MyFamily';
  return true;
}

function isFamilyAsked(entry: MyFontsEntry, familyId: string | null | undefined): boolean {
  return familyId == null || String(entry.family.id) === familyId.trim();
}

function compareBy(sortBy: MyFontsSortBy) {
  return (a: MyFontsEntry, b: MyFontsEntry): number => {
    if (sortBy === 'TITLE') {
      return a.family.title.localeCompare(b.family.title, 'en') || a.family.id - b.family.id;
    }
    const newestFirst = b.latestAt.getTime() - a.latestAt.getTime() || b.family.id - a.family.id;
    return sortBy === 'NEWEST' ? newestFirst : -newestFirst;
  };
}

/**
 * User.myFonts: the families the user bought (MyFamily, or MyCorporateFamily under a corporate
 * licence) and those they only took a trial of (MyTrialFamily), filtered, sorted and paged. Ownership
 * comes from readOwnedFamilies alone. A handful of queries whatever the number of orders: the owned
 * lines (2), the trials (1), the families (1); the page's customisations (1) when asked for.
 */
export async function readMyFonts(
  userId: number,
  args: MyFontsArgs,
  repositories: Repositories,
): Promise<Page<MyFontsEntry>> {
  const paging = resolvePaging(args, {
    defaultPageSize: MY_FONTS_PAGE_SIZE,
    maxPageSize: MY_FONTS_MAX_PAGE_SIZE,
  });
  const [owned, trials] = await Promise.all([
    readOwnedFamilies(repositories, userId),
    repositories.myFonts.trialFamiliesOfUser(userId),
  ]);
  const ownedIds = new Set(owned.map((family) => family.familyId));
  // A family bought after its trial is listed as bought only.
  const tried = trials.filter((trial) => !ownedIds.has(trial.familyId));
  const familyIds = [...ownedIds, ...tried.map((trial) => trial.familyId)];
  const families = new Map(
    (await repositories.families.findMany({ ids: familyIds }, 0, Math.max(familyIds.length, 1))).map(
      (row) => [row.id, { ...row, shownEncodingId: row.encodingId }],
    ),
  );

  const customisations = pageCustomisations(repositories, userId);
  const entries: MyFontsEntry[] = [];
  for (const family of owned) {
    const row = families.get(family.familyId);
    if (!row) continue;
    entries.push({
      kind: isCorporate(family) ? 'MyCorporateFamily' : 'MyFamily',
      family: row,
      owned: family,
      trial: null,
      latestAt: latestPurchaseAt(family),
      customisations: () => customisations.of(row.id),
    });
  }
  for (const trial of tried) {
    const row = families.get(trial.familyId);
    if (!row) continue;
    entries.push({
      kind: 'MyTrialFamily',
      family: row,
      owned: null,
      trial: trial.job,
      latestAt: trial.job.createdAt,
      customisations: () => customisations.of(row.id),
    });
  }

  const listed = entries
    .filter((entry) => keeps(entry.kind, args) && isFamilyAsked(entry, args.familyId))
    .sort(compareBy(args.sortBy ?? 'NEWEST'));
  const page = toPage(listed.slice(paging.offset, paging.offset + paging.limit), paging);
  customisations.restrictTo(page.nodes.map((entry) => entry.family.id));
  return page;
}

/**
 * The customisations of one page's families, read in one query the first time any entry asks and
 * shared by the rest of the page.
 */
function pageCustomisations(repositories: Repositories, userId: number) {
  let familyIds: number[] = [];
  let loaded: Promise<Map<number, FontCustomisationRow[]>> | null = null;
  return {
    restrictTo(ids: number[]) {
      familyIds = ids;
    },
    async of(familyId: number): Promise<FontCustomisationRow[]> {
      loaded ??= repositories.fontCustomisations.findForUser(userId, familyIds).then((rows) => {
        const byFamily = new Map<number, FontCustomisationRow[]>();
        for (const row of rows) byFamily.set(row.familyId, [...(byFamily.get(row.familyId) ?? []), row]);
        return byFamily;
      });
      return (await loaded).get(familyId) ?? [];
    },
  };
}
