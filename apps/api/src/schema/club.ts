import type { Page } from '@foundry/domain/paging/page';
import type { GraphQLContext } from '../context.ts';
import type { ClubDeps, ClubTransactionRow } from '../services/club/club-deps.ts';
import type { ClubRewardNode, ClubVoucherNode, RewardNode } from '../services/club/club-reward-node.ts';
import { createClubPointsOrder } from '../services/club/create-club-points-order.ts';
import { type ClubRewardClaimNode, createClubReward } from '../services/club/create-club-reward.ts';
import { readClubAvailableRewards } from '../services/club/read-club-available-rewards.ts';
import { readClubRewards } from '../services/club/read-club-rewards.ts';
import { readClubTransactionHistory } from '../services/club/read-club-transaction-history.ts';
import { readClubVouchers } from '../services/club/read-club-vouchers.ts';
import { readUserClubInfo, type UserClubInfo } from '../services/club/read-user-club-info.ts';
import { builder } from './builder.ts';
import { ImageRef } from './image.ts';
import { MoneyRef } from './money.ts';
import { OrderRef } from './order.ts';
import { PageInfoRef, pageOf } from './paging.ts';

function clubDepsOf(context: GraphQLContext): ClubDeps {
  return { club: context.repositories.club, clubPoints: context.repositories.clubPoints };
}

export const ClubRewardRef = builder.objectRef<ClubRewardNode>('ClubReward').implement({
  description: 'Something a member claims with points and gets shipped (a specimen, a poster).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'What createClubReward takes as rewardID.' }),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    points: t.exposeInt('points'),
    specimen: t.field({ type: ImageRef, nullable: true, resolve: (reward) => reward.specimen }),
    stock: t.exposeInt('stock', { nullable: true, description: 'How many are left; null: unlimited.' }),
  }),
});

export const ClubVoucherRef = builder.objectRef<ClubVoucherNode>('ClubVoucher').implement({
  description:
    'A discount voucher. As offered (readClubRewards): id is the reward, code null. As issued to the member (readClubVouchers, createClubReward): id is the claim and code the one-use discount code.',
  fields: (t) => ({
    id: t.exposeID('id'),
    rewardID: t.id({ description: 'What createClubReward takes.', resolve: (voucher) => voucher.rewardId }),
    title: t.exposeString('title'),
    code: t.exposeString('code', { nullable: true }),
    price: t.field({
      type: MoneyRef,
      description: 'What the code takes off an order.',
      resolve: (v) => v.price,
    }),
    points: t.exposeInt('points'),
    used: t.exposeBoolean('used', { description: 'True once the code paid for an order.' }),
    issuedAt: t.string({
      nullable: true,
      description: 'ISO date-time of the claim; null for an offer.',
      resolve: (voucher) => voucher.issuedAt?.toISOString() ?? null,
    }),
  }),
});

export const RewardRef = builder.unionType('Reward', {
  description: 'What the club offers: a ClubReward or a ClubVoucher.',
  types: [ClubRewardRef, ClubVoucherRef],
  resolveType: (reward) => (reward.type === 'ClubVoucher' ? ClubVoucherRef : ClubRewardRef),
});

export const RewardPageRef = builder.objectRef<Page<RewardNode>>('RewardPage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [RewardRef], resolve: (page) => page.nodes }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (page) => page.pageInfo }),
  }),
});

export const ClubTransactionRef = builder.objectRef<ClubTransactionRow>('ClubTransaction').implement({
  description: 'One move of club points: positive earned, negative spent or taken back.',
  fields: (t) => ({
    id: t.exposeID('id'),
    points: t.exposeInt('points'),
    kind: t.exposeString('kind', {
      description: 'order, points_order, order_refund, reward, voucher, crowdfunding, referral, adjustment …',
    }),
    description: t.exposeString('description'),
    orderID: t.id({ nullable: true, resolve: (row) => row.orderId }),
    created: t.string({ description: 'ISO date-time.', resolve: (row) => row.createdAt.toISOString() }),
    expires: t.string({
      nullable: true,
      description: 'ISO date-time when earned points lapse; null for spendings.',
      resolve: (row) => row.expiresAt?.toISOString() ?? null,
    }),
  }),
});

export const ClubTransactionPageRef = pageOf('ClubTransactionPage', ClubTransactionRef);

export const UserClubInfoRef = builder.objectRef<UserClubInfo>('UserClubInfo').implement({
  description: 'The signed-in user’s club summary.',
  fields: (t) => ({
    club: t.exposeBoolean('club', { description: 'Whether the account is in the club (updateUser(club)).' }),
    clubPoints: t.exposeInt('clubPoints', { description: 'The balance: earned, not lapsed, not spent.' }),
    clubPointsText: t.exposeString('clubPointsText', { description: '“You have 120 points”.' }),
    clubPointsExpiration: t.string({
      nullable: true,
      description: 'ISO date-time when the soonest of the points lapse; null when none lapse.',
      resolve: (info) => info.clubPointsExpiration?.toISOString() ?? null,
    }),
    clubPointsExpiring: t.exposeInt('clubPointsExpiring', {
      description: 'How many points lapse at clubPointsExpiration.',
    }),
    mailing: t.exposeBoolean('mailing'),
    fontsInUseProjectsCount: t.exposeInt('fontsInUseProjectsCount'),
    referralsCount: t.exposeInt('referralsCount'),
    referralCode: t.exposeString('referralCode', {
      nullable: true,
      description: 'Issued on the first read; null while the account is not in the club.',
    }),
    developmentFontsCount: t.exposeInt('developmentFontsCount', { description: 'Pre-release families.' }),
    availableVouchersCount: t.exposeInt('availableVouchersCount', {
      description: 'The member’s issued vouchers not used yet.',
    }),
    upcomingWebinarsCount: t.exposeInt('upcomingWebinarsCount'),
    activeCrowdfunding: t.exposeBoolean('activeCrowdfunding', {
      description: 'Whether a crowdfunding project is running.',
    }),
  }),
});

export const ClubRewardClaimRef = builder.objectRef<ClubRewardClaimNode>('ClubRewardClaim').implement({
  fields: (t) => ({
    id: t.id({ resolve: (node) => node.claim.id }),
    status: t.string({
      description: 'PENDING until a reward is shipped, then SHIPPED; ISSUED for a voucher.',
      resolve: (node) => node.claim.status,
    }),
    points: t.int({ resolve: (node) => node.claim.points }),
    reward: t.field({ type: RewardRef, resolve: (node) => node.reward }),
    voucher: t.field({
      type: ClubVoucherRef,
      nullable: true,
      description: 'The issued voucher with its code, for a voucher.',
      resolve: (node) => node.voucher,
    }),
  }),
});

builder.queryField('readClubRewards', (t) =>
  t.field({
    type: RewardPageRef,
    description: 'Every published reward and voucher, for anyone.',
    args: {
      page: t.arg.int({ description: 'From 1 (the default).' }),
      pageSize: t.arg.int({ description: '20 by default, at most 100.' }),
    },
    resolve: (_root, args, context) => readClubRewards(args, context.repositories.club),
  }),
);

builder.queryField('readClubAvailableRewards', (t) =>
  t.field({
    type: [RewardRef],
    description:
      'What the signed-in member can claim now: in stock and at most their balance. Code 1 without a session; empty outside the club.',
    resolve: (_root, _args, context) => readClubAvailableRewards(context.user, clubDepsOf(context)),
  }),
);

builder.queryField('readClubVouchers', (t) =>
  t.field({
    type: [ClubVoucherRef],
    description:
      'The vouchers the signed-in user claimed, newest first, with their codes. Code 1 without a session.',
    resolve: (_root, _args, context) => readClubVouchers(context.user, context.repositories.club),
  }),
);

builder.queryField('readClubTransactionHistory', (t) =>
  t.field({
    type: ClubTransactionPageRef,
    description: 'The signed-in user’s points moves, newest first. Code 1 without a session.',
    args: {
      page: t.arg.int({ description: 'From 1 (the default).' }),
      pageSize: t.arg.int({ description: '20 by default, at most 100.' }),
    },
    resolve: (_root, args, context) =>
      readClubTransactionHistory(context.user, args, context.repositories.clubPoints),
  }),
);

builder.queryField('readUserClubInfo', (t) =>
  t.field({
    type: UserClubInfoRef,
    description: 'The signed-in user’s club summary (club false outside the club). Code 1 without a session.',
    resolve: (_root, _args, context) => readUserClubInfo(context.user, clubDepsOf(context)),
  }),
);

builder.mutationField('createClubReward', (t) =>
  t.field({
    type: ClubRewardClaimRef,
    description:
      'Claims a reward or voucher with points. Codes: 1 no session, 103 not in the club, 215 not offered, 216 none left, 223 shippingAddressID not one of the member’s addresses (needed for a reward), 403 a reward of no points, 404 not enough points.',
    args: {
      rewardID: t.arg.id({ required: true }),
      shippingAddressID: t.arg.id({
        description: 'One of the member’s addresses; needed for a reward, not a voucher.',
      }),
    },
    resolve: (_root, args, context) =>
      createClubReward(args, context.user, { ...clubDepsOf(context), orders: context.repositories.orders }),
  }),
);

builder.mutationField('createClubPointsOrder', (t) =>
  t.field({
    type: OrderRef,
    description:
      'An order for club points (10 cents a point) to pay on the pay page; the points are credited when it is paid. Codes: 1 no session, 103 not in the club, 403 points not above 0, 200 more than 10,000, 223 unknown billing address.',
    args: {
      points: t.arg.int({ required: true }),
      billingAddressID: t.arg.id({ required: true }),
    },
    resolve: (_root, args, context) =>
      createClubPointsOrder(args, context.user, {
        club: context.repositories.club,
        orders: context.repositories.orders,
        users: context.repositories.users,
        logger: context.logger,
      }),
  }),
);
