import { WEBFONTS_CURRENCY, wouldExceedBudget } from '@foundry/domain/webfonts/webfonts-billing';
import { firstDayOfMonth, monthOf } from '@foundry/domain/webfonts/webfonts-months';
import type { WebfontsProjectFontValues } from '@foundry/domain/webfonts/webfonts-project-input';
import {
  canChangeStatus,
  canDeleteProject,
  type WebfontsProjectStatus,
  type WebfontsProjectType,
} from '@foundry/domain/webfonts/webfonts-status';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { GraphQLContext } from '../../context.ts';
import type { WebfontsProjectRow } from '../../repositories/webfonts-project-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import { checkedProjectInput } from './checked-project-input.ts';
import { generationDependenciesOf } from './read-webfonts-projects.ts';
import { scheduleGeneration } from './webfonts-generation-queue.ts';
import { newLicenseKey } from './webfonts-kit-address.ts';
import {
  webfontsProjectIdOf,
  webfontsProjectInvalid,
  webfontsProjectNotFound,
} from './webfonts-project-id.ts';
import { type WebfontsProjectNode, withProjectDetails } from './webfonts-project-node.ts';

export interface ProjectFieldsArgs {
  title?: string | null;
  budget?: number | null;
  domains?: readonly string[] | null;
  billingEmails?: readonly string[] | null;
  editingEmails?: readonly string[] | null;
  fonts?: readonly WebfontsProjectFontValues[] | null;
}

type FontInput = {
  styleID?: string | number | null;
  variableFontID?: string | number | null;
} & Omit<WebfontsProjectFontValues, 'styleID' | 'variableFontID'>;

/** GraphQL hands IDs over as strings or numbers; the domain checks strings. */
export function fontValuesOf(
  fonts: readonly FontInput[] | null | undefined,
): WebfontsProjectFontValues[] | null {
  if (!fonts) return null;
  return fonts.map((font) => ({
    ...font,
    styleID: font.styleID == null ? null : String(font.styleID),
    variableFontID: font.variableFontID == null ? null : String(font.variableFontID),
  }));
}

async function nodeOf(row: WebfontsProjectRow, context: GraphQLContext): Promise<WebfontsProjectNode> {
  const [node] = await withProjectDetails(context.repositories, [row]);
  if (!node) throw webfontsProjectNotFound();
  return node;
}

async function ownProject(
  id: string | number,
  context: GraphQLContext,
): Promise<{ userId: number; row: WebfontsProjectRow }> {
  const user = requireAccount(context.user);
  const projectId = webfontsProjectIdOf(id);
  const row =
    projectId === null ? null : await context.repositories.webfontsProjects.findOwned(user.id, projectId);
  if (!row) throw webfontsProjectNotFound();
  return { userId: user.id, row };
}

/** createWebfontsProject: a new ACTIVE project of the user; its files are generated in the background. */
export async function createWebfontsProject(
  args: ProjectFieldsArgs & { type: WebfontsProjectType },
  context: GraphQLContext,
): Promise<WebfontsProjectNode> {
  const user = requireAccount(context.user);
  const changes = await checkedProjectInput(
    { ...args, fonts: args.fonts ?? [] },
    { type: args.type, creating: true, userId: user.id },
    context.repositories,
  );
  const row = await context.repositories.webfontsProjects.insert(
    user.id,
    {
      title: changes.title ?? '',
      type: args.type,
      licenseKey: newLicenseKey(),
      // A self-hosting kit is not metered: no budget.
      budget: args.type === 'regular' ? (changes.budget ?? null) : null,
      currency: WEBFONTS_CURRENCY,
    },
    changes,
  );
  scheduleGeneration(row.id, generationDependenciesOf(context));
  return nodeOf(row, context);
}

/**
 * updateWebfontsProject: changes the user's project; lists given replace the stored ones. Changing
 * the fonts (or a hosted project's title, named in its CSS) makes the files again.
 */
export async function updateWebfontsProject(
  args: ProjectFieldsArgs & { id: string | number },
  context: GraphQLContext,
): Promise<WebfontsProjectNode> {
  const { userId, row: current } = await ownProject(args.id, context);
  const changes = await checkedProjectInput(
    args,
    { type: current.type, creating: false, userId },
    context.repositories,
  );
  if (current.type === 'self_hosting') delete changes.budget;
  const regenerate =
    changes.fonts !== undefined || (changes.title !== undefined && changes.title !== current.title);
  const row = await context.repositories.webfontsProjects.update(userId, current.id, changes, regenerate);
  if (!row) throw webfontsProjectNotFound();
  if (regenerate) scheduleGeneration(row.id, generationDependenciesOf(context));
  return nodeOf(row, context);
}

/** deleteWebfontsProject: marks the user's project DELETED (its page views stay as billing history). */
export async function deleteWebfontsProject(
  args: { id: string | number },
  context: GraphQLContext,
): Promise<boolean> {
  const { userId, row } = await ownProject(args.id, context);
  if (!canDeleteProject(row.status)) {
    throw webfontsProjectInvalid(
      { id: 'This project cannot be deleted while its bill is unpaid.' },
      'The project cannot be deleted.',
    );
  }
  return (await context.repositories.webfontsProjects.setStatus(userId, row.id, 'DELETED')) !== null;
}

/** updateWebfontsProjectStatus: pause or resume the user's project (webfonts-status.ts decides). */
export async function updateWebfontsProjectStatus(
  args: { id: string | number; status: WebfontsProjectStatus },
  context: GraphQLContext,
): Promise<WebfontsProjectNode> {
  const { userId, row } = await ownProject(args.id, context);
  const day = firstDayOfMonth(monthOf(new Date()));
  const [views] = await context.repositories.webfontsProjects.pageViewsOf([row.id], day, day);
  const budgetAllowsMore = !wouldExceedBudget(views?.pageViews ?? 0, row.budget);
  if (!canChangeStatus(row.status, args.status, { budgetAllowsMore })) {
    const reason =
      row.status === 'PAUSED_BY_BUDGET' && args.status === 'ACTIVE'
        ? "This month's budget is spent: raise the budget to resume the project."
        : `A ${row.status} project cannot be set to ${args.status}.`;
    throw new AppError(ERROR_CODE.USER_INVALID, { message: reason, fields: { status: reason } });
  }
  const updated = await context.repositories.webfontsProjects.setStatus(userId, row.id, args.status);
  if (!updated) throw webfontsProjectNotFound();
  return nodeOf(updated, context);
}
