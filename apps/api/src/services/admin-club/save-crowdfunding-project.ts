import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import type {
  CrowdfundingRewardValues,
  CrowdfundingValues,
} from '../../repositories/admin/admin-crowdfunding-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

export interface CrowdfundingProjectInput {
  /** Null: a new project (Running). */
  id: number | null;
  url: string;
  title: string;
  description: string | null;
  goalPoints: number;
  /** YYYY-MM-DD: the last day pledges are taken. */
  deadline: string;
  estimatedDelivery: string | null;
  published: boolean;
  /** In the order members see them; an id keeps that reward, none adds one. */
  rewards: readonly CrowdfundingRewardValues[];
}

const MAX_POINTS = 10_000_000;
const MAX_REWARDS = 20;

function valuesOf(input: CrowdfundingProjectInput) {
  const errors: Record<string, string> = {};
  const url = input.url.trim().toLowerCase();
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(url) || url.length > 100) {
    errors.url = 'Lower-case letters, digits and hyphens: vollkorn-display.';
  }
  const title = input.title.trim();
  if (title.length < 2 || title.length > 200) errors.title = 'Give a title of 2 to 200 characters.';
  const description = input.description?.trim() || null;
  if (description && description.length > 10_000) errors.description = 'At most 10,000 characters.';
  const goal = input.goalPoints;
  if (!Number.isSafeInteger(goal) || goal < 1 || goal > MAX_POINTS)
    errors.goalPoints = 'A whole number of points, at least 1.';
  const deadline = input.deadline.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(deadline) || Number.isNaN(Date.parse(`${deadline}T00:00:00Z`))) {
    errors.deadline = 'Give a day such as 2027-06-30.';
  }
  const estimatedDelivery = input.estimatedDelivery?.trim().slice(0, 100) || null;
  const rewards = input.rewards.map((reward) => ({
    id: reward.id,
    title: reward.title.trim(),
    description: reward.description?.trim() || null,
    points: reward.points,
  }));
  if (rewards.length > MAX_REWARDS) errors.rewards = `At most ${MAX_REWARDS} rewards.`;
  if (rewards.some((r) => r.title.length < 2 || r.title.length > 200))
    errors.rewards = 'Each reward needs a title.';
  if (rewards.some((r) => !Number.isSafeInteger(r.points) || r.points < 1 || r.points > MAX_POINTS)) {
    errors.rewards = 'Each reward needs a whole number of points, at least 1.';
  }
  if (Object.keys(errors).length > 0) throw new InputError(errors);
  const values: CrowdfundingValues = {
    url,
    title,
    description,
    goalPoints: goal,
    deadline,
    estimatedDelivery,
    publication: input.published ? 'PUBLISHED' : 'PENDING',
  };
  return { values, rewards };
}

/**
 * Creates or edits a crowdfunding project with its rewards (docs/back-office.md, "Club and
 * affiliates"). The project row is locked as pledges lock it, so the goal is checked against the
 * pledges stored: a Running project's goal stays above what was pledged (reaching the goal is what
 * funds it), and a reward a pledge chose is not removed.
 */
export async function saveCrowdfundingProject(
  input: CrowdfundingProjectInput,
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  const staff = requireStaff(deps.staff, 'club.write');
  const { values, rewards } = valuesOf(input);
  const projects = deps.admin.crowdfunding;
  if (await projects.urlTaken(values.url, input.id))
    throw new InputError({ url: 'Another project has this address.' });
  const id = await auditedWrite(deps.admin.db, staff, async (tx) => {
    const before = input.id === null ? null : await projects.lock(tx, input.id);
    if (input.id !== null && !before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such project.');
    let beforeRewards: { id: number; title: string; points: number }[] = [];
    if (before) {
      const totals = await projects.find(before.id, tx);
      if (before.status === 'Running' && totals && values.goalPoints <= totals.fundedPoints) {
        throw new InputError({ goalPoints: `Above the ${totals.fundedPoints} points pledged so far.` });
      }
      beforeRewards = await projects.rewardsOf(before.id, tx);
      const kept = new Set(rewards.flatMap((r) => (r.id === null ? [] : [r.id])));
      if ([...kept].some((rewardId) => !beforeRewards.some((r) => r.id === rewardId))) {
        throw new InputError({ rewards: 'A reward of another project.' });
      }
      const removed = beforeRewards.filter((r) => !kept.has(r.id)).map((r) => r.id);
      if ((await projects.pledgedRewardIds(tx, removed)).length > 0) {
        throw new InputError({ rewards: 'Backers chose a reward you removed; keep it (you may rename it).' });
      }
    }
    const id = before ? before.id : await projects.insert(tx, values);
    if (before) await projects.update(tx, id, values);
    await projects.replaceRewards(tx, id, rewards);
    const rewardsOf = (list: readonly { title: string; points: number }[]) =>
      list.map((r) => ({ title: r.title, points: r.points }));
    return {
      result: id,
      audit: {
        action: before ? 'crowdfunding.update' : 'crowdfunding.create',
        entityType: 'crowdfunding-project',
        entityId: String(id),
        before: before
          ? {
              title: before.title,
              goalPoints: before.goalPoints,
              deadline: before.deadline,
              publication: before.publication,
              rewards: rewardsOf(beforeRewards),
            }
          : null,
        after: {
          title: values.title,
          goalPoints: values.goalPoints,
          deadline: values.deadline,
          publication: values.publication,
          rewards: rewardsOf(rewards),
        },
      },
    };
  });
  const saved = await projects.find(id);
  if (!saved) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such project.');
  return saved;
}

/** Posts dated news of a project (today, UTC); members read it under the project, newest first. */
export async function postCrowdfundingUpdate(
  input: { projectId: number; title: string; body: string },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'club.write');
  const errors: Record<string, string> = {};
  const title = input.title.trim();
  if (title.length < 2 || title.length > 200) errors.title = 'Give a title of 2 to 200 characters.';
  const body = input.body.trim();
  if (body.length < 2 || body.length > 10_000) errors.body = 'Write the news (up to 10,000 characters).';
  if (Object.keys(errors).length > 0) throw new InputError(errors);
  const projects = deps.admin.crowdfunding;
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const project = Number.isSafeInteger(input.projectId) ? await projects.lock(tx, input.projectId) : null;
    if (!project) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such project.');
    const update = await projects.insertUpdate(tx, {
      projectId: project.id,
      date: now.toISOString().slice(0, 10),
      title,
      body,
    });
    return {
      result: update,
      audit: {
        action: 'crowdfunding.post-update',
        entityType: 'crowdfunding-project',
        entityId: String(project.id),
        before: null,
        after: { updateId: update.id, date: update.date, title },
      },
    };
  });
}
