import type { AdminRewardClaimRow } from '../../repositories/admin/admin-club-claim-repository.ts';
import { listRewardClaims } from '../../services/admin-club/list-reward-claims.ts';
import { markRewardClaimShipped } from '../../services/admin-club/mark-reward-claim-shipped.ts';
import { adminBuilder } from '../builder.ts';

type Address = NonNullable<AdminRewardClaimRow['address']>;
type Shipment = NonNullable<AdminRewardClaimRow['shipment']>;

const ClaimAddressRef = adminBuilder.objectRef<Address>('RewardClaimAddress').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    organization: t.exposeString('organization', { nullable: true }),
    lines: t.exposeStringList('lines'),
    city: t.exposeString('city'),
    zip: t.exposeString('zip', { nullable: true }),
    countryCode: t.exposeString('countryCode'),
  }),
});

const ClaimShipmentRef = adminBuilder.objectRef<Shipment>('RewardClaimShipment').implement({
  fields: (t) => ({
    trackingNumber: t.exposeString('trackingNumber'),
    carrier: t.exposeString('carrier', { nullable: true }),
    trackUrl: t.exposeString('trackUrl', { nullable: true }),
    shippedAt: t.string({ resolve: (s) => s.shippedAt.toISOString() }),
  }),
});

const RewardClaimRef = adminBuilder.objectRef<AdminRewardClaimRow>('RewardClaim').implement({
  description: 'A member’s claim of a shipped club reward.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.string({
      description: 'WAITING (to be sent) or SHIPPED.',
      resolve: (c) => (c.status === 'PENDING' ? 'WAITING' : c.status),
    }),
    points: t.exposeInt('points'),
    claimedAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
    rewardId: t.exposeID('rewardId'),
    rewardTitle: t.exposeString('rewardTitle'),
    customerId: t.exposeID('customerId'),
    customerEmail: t.exposeString('customerEmail'),
    customerName: t.exposeString('customerName'),
    address: t.field({
      type: ClaimAddressRef,
      nullable: true,
      description: 'Null when the member has deleted the address since.',
      resolve: (c) => c.address,
    }),
    shipment: t.field({ type: ClaimShipmentRef, nullable: true, resolve: (c) => c.shipment }),
  }),
});

const RewardClaimPageRef = adminBuilder
  .objectRef<Awaited<ReturnType<typeof listRewardClaims>>>('RewardClaimPage')
  .implement({
    fields: (t) => ({
      nodes: t.field({ type: [RewardClaimRef], resolve: (p) => p.nodes }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  });

adminBuilder.queryField('rewardClaims', (t) =>
  t.field({
    type: RewardClaimPageRef,
    args: {
      status: t.arg.string({ required: false, description: 'WAITING, SHIPPED or empty for both.' }),
      page: t.arg.int({ required: false }),
      pageSize: t.arg.int({ required: false, description: 'At most 100; 50 by default.' }),
    },
    resolve: (_root, args, ctx) =>
      listRewardClaims(
        { status: args.status ?? null, page: args.page ?? 1, pageSize: args.pageSize ?? 50 },
        ctx.deps,
      ),
  }),
);

adminBuilder.mutationField('markRewardClaimShipped', (t) =>
  t.field({
    type: RewardClaimRef,
    description: 'Sends a claimed reward, once, with its tracking number; the member is mailed.',
    args: {
      claimId: t.arg.id({ required: true }),
      trackingNumber: t.arg.string({ required: true }),
      carrier: t.arg.string({ required: false }),
      trackUrl: t.arg.string({ required: false, description: 'The carrier’s tracking page (https://).' }),
    },
    resolve: (_root, args, ctx) =>
      markRewardClaimShipped(
        {
          claimId: Number(args.claimId),
          trackingNumber: args.trackingNumber,
          carrier: args.carrier ?? null,
          trackUrl: args.trackUrl ?? null,
        },
        ctx.deps,
      ),
  }),
);
