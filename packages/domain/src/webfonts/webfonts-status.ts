/**
 * The life of a web font project. The user pauses and resumes their own projects; the shop pauses
 * them when the month's budget is spent (PAUSED_BY_BUDGET) or a bill is unpaid (PAUSED_NOT_PAID);
 * DELETED is reached only through deleting, and is final.
 */

export const WEBFONTS_PROJECT_STATUSES = [
  'ACTIVE',
  'DELETED',
  'PAUSED',
  'PAUSED_BY_BUDGET',
  'PAUSED_NOT_PAID',
] as const;
export type WebfontsProjectStatus = (typeof WEBFONTS_PROJECT_STATUSES)[number];

export const WEBFONTS_PROJECT_TYPES = ['regular', 'self_hosting'] as const;
export type WebfontsProjectType = (typeof WEBFONTS_PROJECT_TYPES)[number];

export const GENERATION_STATUSES = ['Completed', 'Failed', 'Generating', 'Pending'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

/** Whether the project's files are being made (the page re-reads it every 5 s meanwhile). */
export function isGenerating(generation: GenerationStatus): boolean {
  return generation === 'Pending' || generation === 'Generating';
}

export interface StatusChangeContext {
  /** Whether the current month's cost leaves room for another page view within the budget. */
  budgetAllowsMore: boolean;
}

/**
 * Whether the user may move a project from `from` to `to` with updateWebfontsProjectStatus:
 * ACTIVE ⇄ PAUSED; PAUSED_BY_BUDGET → ACTIVE once the budget allows more page views (after raising
 * it), or → PAUSED. Nothing leaves DELETED or PAUSED_NOT_PAID (paying does), and nothing enters
 * DELETED, PAUSED_BY_BUDGET or PAUSED_NOT_PAID this way. Setting the current status again is a no-op.
 */
export function canChangeStatus(
  from: WebfontsProjectStatus,
  to: WebfontsProjectStatus,
  context: StatusChangeContext,
): boolean {
  if (to !== 'ACTIVE' && to !== 'PAUSED') return false;
  if (from === to) return true;
  if (from === 'ACTIVE' || from === 'PAUSED') return true;
  if (from === 'PAUSED_BY_BUDGET') return to === 'PAUSED' || context.budgetAllowsMore;
  return false;
}

/**
 * Whether the user may delete the project: anything not deleted already, except a project paused
 * for an unpaid bill (the bill is settled first).
 */
export function canDeleteProject(status: WebfontsProjectStatus): boolean {
  return status !== 'DELETED' && status !== 'PAUSED_NOT_PAID';
}

/** Whether a regular project's CSS kit is served at all (its domains are checked besides). */
export function servesKit(type: WebfontsProjectType, status: WebfontsProjectStatus): boolean {
  return type === 'regular' && status === 'ACTIVE';
}
