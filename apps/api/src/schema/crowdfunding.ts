import { FUNDING_STATUSES } from '@foundry/domain/club/crowdfunding-status';
import { PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type {
  CrowdfundingRewardRow,
  CrowdfundingUpdateRow,
} from '../repositories/crowdfunding-repository.ts';
import type { CrowdfundingProjectNode } from '../services/crowdfunding/crowdfunding-project-node.ts';
import { fundCrowdfundingProject } from '../services/crowdfunding/fund-crowdfunding-project.ts';
import { readCrowdfundingProjects } from '../services/crowdfunding/read-crowdfunding-projects.ts';
import { builder } from './builder.ts';
import { ImageRef } from './image.ts';
import { pageOf } from './paging.ts';

const FundingStatusRef = builder.enumType('FundingStatus', {
  description:
    'Running takes pledges until the end of its deadline day (UTC); Funded once the goal is reached; Finished when the deadline passed short of the goal.',
  values: FUNDING_STATUSES,
});

const CrowdfundingRewardRef = builder.objectRef<CrowdfundingRewardRow>('CrowdfundingReward').implement({
  description: 'What a backer gets for a pledge of at least `points`.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    points: t.exposeInt('points', { description: 'The smallest pledge that earns this reward.' }),
  }),
});

const CrowdfundingUpdateRef = builder.objectRef<CrowdfundingUpdateRow>('CrowdfundingUpdate').implement({
  description: 'News from a project, newest first.',
  fields: (t) => ({
    id: t.exposeID('id'),
    date: t.exposeString('date', { description: 'YYYY-MM-DD' }),
    title: t.exposeString('title'),
    body: t.exposeString('body', { description: 'Paragraphs separated by blank lines.' }),
  }),
});

export const CrowdfundingProjectRef = builder
  .objectRef<CrowdfundingProjectNode>('CrowdfundingProject')
  .implement({
    description: 'A typeface the club funds with points.',
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title'),
      description: t.exposeString('description', { nullable: true }),
      status: t.field({ type: FundingStatusRef, resolve: (project) => project.status }),
      goal: t.exposeInt('goal', { description: 'Points needed.' }),
      deadline: t.exposeString('deadline', {
        description: 'YYYY-MM-DD, the last day pledges are taken (UTC).',
      }),
      estimatedDelivery: t.exposeString('estimatedDelivery', { nullable: true, description: 'Free text.' }),
      fundedDate: t.exposeString('fundedDate', { nullable: true, description: 'YYYY-MM-DD' }),
      goalProgress: t.exposeFloat('goalProgress', {
        description: 'fundedPoints / goal as a fraction from 0 to 1 (4 decimals), at most 1.',
      }),
      fundedPoints: t.exposeInt('fundedPoints', { description: 'Points pledged so far.' }),
      transactionsCount: t.exposeInt('transactionsCount', { description: 'Pledges so far.' }),
      logo: t.field({ type: ImageRef, nullable: true, resolve: (project) => project.logo }),
      rewards: t.field({ type: [CrowdfundingRewardRef], resolve: (project) => project.rewards }),
      updates: t.field({ type: [CrowdfundingUpdateRef], resolve: (project) => project.updates }),
    }),
  });

export const CrowdfundingProjectPageRef = pageOf('CrowdfundingProjectPage', CrowdfundingProjectRef);

builder.queryField('readCrowdfundingProjects', (t) =>
  t.field({
    type: CrowdfundingProjectPageRef,
    description: 'The club’s crowdfunding projects, Running ones first. Code 1 without a session.',
    args: {
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: `Default and at most ${PAGE_SIZE.crowdfunding}.` }),
    },
    resolve: (_root, args, context) => readCrowdfundingProjects(args, context.user, context.repositories),
  }),
);

builder.mutationField('crowdfundingProjectFund', (t) =>
  t.field({
    type: CrowdfundingProjectRef,
    description:
      'Pledges club points to a project, optionally for one of its rewards; answers the project with its new totals (and status Funded when this pledge reached the goal). Codes: 1 without a session; 103 outside the club; 401 the project cannot be funded (not Running, deadline over, unknown); 403 points not a whole number above 0, or below the chosen reward’s points (then extensions.fields.points); 404 not enough points.',
    args: {
      points: t.arg.int({ required: true }),
      projectID: t.arg.id({ required: true }),
      rewardID: t.arg.id(),
    },
    resolve: (_root, args, context) => fundCrowdfundingProject(args, context.user, context.repositories),
  }),
);
