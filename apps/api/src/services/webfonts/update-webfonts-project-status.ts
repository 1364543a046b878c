import { wouldExceedBudget } from '@foundry/domain/webfonts/webfonts-billing';
import { firstDayOfMonth, monthOf } from '@foundry/domain/webfonts/webfonts-months';
import { canChangeStatus, type WebfontsProjectStatus } from '@foundry/domain/webfonts/webfonts-status';
import { AppError, ERROR_CODE } from '@foundry/errors';
import { ownProject, projectNodeOf, type WebfontsProjectDeps } from './own-webfonts-project.ts';
import { webfontsProjectNotFound } from './webfonts-project-id.ts';
import type { WebfontsProjectNode } from './webfonts-project-node.ts';

/** updateWebfontsProjectStatus: pause or resume the user's project (webfonts-status.ts decides). */
export async function updateWebfontsProjectStatus(
  args: { id: string | number; status: WebfontsProjectStatus },
  deps: WebfontsProjectDeps,
): Promise<WebfontsProjectNode> {
  const { userId, row } = await ownProject(args.id, deps);
  const day = firstDayOfMonth(monthOf(new Date()));
  const [views] = await deps.repositories.webfontsProjects.pageViewsOf([row.id], day, day);
  const budgetAllowsMore = !wouldExceedBudget(views?.pageViews ?? 0, row.budget);
  if (!canChangeStatus(row.status, args.status, { budgetAllowsMore })) {
    const reason =
      row.status === 'PAUSED_BY_BUDGET' && args.status === 'ACTIVE'
        ? "This month's budget is spent: raise the budget to resume the project."
        : `A ${row.status} project cannot be set to ${args.status}.`;
    throw new AppError(ERROR_CODE.USER_INVALID, { message: reason, fields: { status: reason } });
  }
  const updated = await deps.repositories.webfontsProjects.setStatus(userId, row.id, args.status);
  if (!updated) throw webfontsProjectNotFound();
  return projectNodeOf(updated, deps);
}
