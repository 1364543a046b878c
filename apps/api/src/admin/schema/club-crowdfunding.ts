import { crowdfundingGoalProgress } from '@foundry/domain/club/crowdfunding-progress';
import { crowdfundingStatusAt } from '@foundry/domain/club/crowdfunding-status';
import { STAFF_ERROR, StaffError } from '@foundry/errors';
import type {
  AdminCrowdfundingRepository,
  AdminCrowdfundingRow,
} from '../../repositories/admin/admin-crowdfunding-repository.ts';
import {
  postCrowdfundingUpdate,
  saveCrowdfundingProject,
} from '../../services/admin-club/save-crowdfunding-project.ts';
import { requireStaff } from '../../services/staff/require-staff.ts';
import { adminBuilder } from '../builder.ts';

type Repo = AdminCrowdfundingRepository;
type RewardRow = Awaited<ReturnType<Repo['rewardsOf']>>[number];
type UpdateRow = Awaited<ReturnType<Repo['updatesOf']>>[number];
type FundingRow = Awaited<ReturnType<Repo['fundingsOf']>>[number];

const RewardRef = adminBuilder.objectRef<RewardRow>('AdminCrowdfundingReward').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    points: t.exposeInt('points'),
  }),
});

const UpdateRef = adminBuilder.objectRef<UpdateRow>('AdminCrowdfundingUpdate').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    date: t.exposeString('date'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
  }),
});

const FundingRef = adminBuilder.objectRef<FundingRow>('AdminCrowdfundingFunding').implement({
  description: 'One pledge received.',
  fields: (t) => ({
    id: t.exposeID('id'),
    points: t.exposeInt('points'),
    createdAt: t.string({ resolve: (f) => f.createdAt.toISOString() }),
    customerId: t.exposeID('customerId'),
    customerEmail: t.exposeString('customerEmail'),
    rewardTitle: t.exposeString('rewardTitle', { nullable: true }),
  }),
});

const ProjectRef = adminBuilder.objectRef<AdminCrowdfundingRow>('AdminCrowdfundingProject').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    status: t.string({
      description: 'Running, Funded or Finished, as members read it now.',
      resolve: (p) => crowdfundingStatusAt(p, new Date()),
    }),
    goalPoints: t.exposeInt('goalPoints'),
    deadline: t.exposeString('deadline'),
    estimatedDelivery: t.exposeString('estimatedDelivery', { nullable: true }),
    fundedDate: t.exposeString('fundedDate', { nullable: true }),
    published: t.boolean({ resolve: (p) => p.publication === 'PUBLISHED' }),
    fundedPoints: t.exposeInt('fundedPoints'),
    transactionsCount: t.exposeInt('transactionsCount'),
    goalProgress: t.float({
      resolve: (p) =>
        crowdfundingGoalProgress(p.fundedPoints, p.goalPoints, crowdfundingStatusAt(p, new Date())),
    }),
    rewards: t.field({
      type: [RewardRef],
      resolve: (p, _a, ctx) => ctx.deps.admin.crowdfunding.rewardsOf(p.id),
    }),
    updates: t.field({
      type: [UpdateRef],
      resolve: (p, _a, ctx) => ctx.deps.admin.crowdfunding.updatesOf(p.id),
    }),
    fundings: t.field({
      type: [FundingRef],
      description: 'The pledges received, newest first.',
      resolve: (p, _a, ctx) => ctx.deps.admin.crowdfunding.fundingsOf(p.id),
    }),
  }),
});

const RewardInputRef = adminBuilder.inputType('CrowdfundingRewardInput', {
  fields: (t) => ({
    id: t.id({ description: 'Keeps that reward; empty adds one.' }),
    title: t.string({ required: true }),
    description: t.string(),
    points: t.int({ required: true }),
  }),
});

const ProjectInputRef = adminBuilder.inputType('CrowdfundingProjectInput', {
  fields: (t) => ({
    url: t.string({ required: true }),
    title: t.string({ required: true }),
    description: t.string(),
    goalPoints: t.int({ required: true }),
    deadline: t.string({ required: true, description: 'YYYY-MM-DD, the last day of pledges.' }),
    estimatedDelivery: t.string(),
    published: t.boolean({ required: true }),
    rewards: t.field({ type: [RewardInputRef], required: true }),
  }),
});

adminBuilder.queryFields((t) => ({
  adminCrowdfundingProjects: t.field({
    type: [ProjectRef],
    description: 'Every project, drafts too, the latest deadline first.',
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx.staff, 'club.write');
      return ctx.deps.admin.crowdfunding.list();
    },
  }),
  adminCrowdfundingProject: t.field({
    type: ProjectRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireStaff(ctx.staff, 'club.write');
      const id = Number(args.id);
      const project = Number.isSafeInteger(id) ? await ctx.deps.admin.crowdfunding.find(id) : null;
      if (!project) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such project.');
      return project;
    },
  }),
}));

adminBuilder.mutationFields((t) => ({
  saveCrowdfundingProject: t.field({
    type: ProjectRef,
    description: 'Without id: a new Running project. With id: saves that project and its rewards.',
    args: { id: t.arg.id(), input: t.arg({ type: ProjectInputRef, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      saveCrowdfundingProject(
        {
          id: id ? Number(id) || 0 : null,
          url: input.url,
          title: input.title,
          description: input.description ?? null,
          goalPoints: input.goalPoints,
          deadline: input.deadline,
          estimatedDelivery: input.estimatedDelivery ?? null,
          published: input.published,
          rewards: input.rewards.map((reward) => ({
            id: reward.id ? Number(reward.id) || 0 : null,
            title: reward.title,
            description: reward.description ?? null,
            points: reward.points,
          })),
        },
        ctx.deps,
      ),
  }),
  postCrowdfundingUpdate: t.field({
    type: UpdateRef,
    args: {
      projectId: t.arg.id({ required: true }),
      title: t.arg.string({ required: true }),
      body: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      postCrowdfundingUpdate(
        { projectId: Number(args.projectId) || 0, title: args.title, body: args.body },
        ctx.deps,
      ),
  }),
}));
