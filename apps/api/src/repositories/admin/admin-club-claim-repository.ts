import { addresses, clubRewardClaims, clubRewardShipments, clubRewards, type Db, users } from '@foundry/db';
import { and, asc, desc, eq, sql } from '@foundry/db/orm';

/** Which claims the list shows: shipped rewards still to send, those sent, or both. */
export type RewardClaimFilter = 'WAITING' | 'SHIPPED' | null;

/** A claim of a shipped reward as staff see it: who, what, where to, and the shipment once sent. */
export interface AdminRewardClaimRow {
  id: number;
  status: string;
  points: number;
  createdAt: Date;
  rewardId: number;
  rewardTitle: string;
  customerId: number;
  customerEmail: string;
  customerName: string;
  address: {
    name: string;
    organization: string | null;
    lines: string[];
    city: string;
    zip: string | null;
    countryCode: string;
  } | null;
  shipment: {
    trackingNumber: string;
    carrier: string | null;
    trackUrl: string | null;
    shippedAt: Date;
  } | null;
}

// Vouchers are issued when claimed (ISSUED): nothing to ship, so they are never listed here.
const SHIPPED_KIND = eq(clubRewards.kind, 'reward');
const statusOf = (filter: RewardClaimFilter) =>
  filter === 'WAITING'
    ? eq(clubRewardClaims.status, 'PENDING')
    : filter === 'SHIPPED'
      ? eq(clubRewardClaims.status, 'SHIPPED')
      : sql`${clubRewardClaims.status} in ('PENDING', 'SHIPPED')`;

function select(db: Db) {
  return db
    .select({
      id: clubRewardClaims.id,
      status: clubRewardClaims.status,
      points: clubRewardClaims.points,
      createdAt: clubRewardClaims.createdAt,
      rewardId: clubRewards.id,
      rewardTitle: clubRewards.title,
      customerId: users.id,
      customerEmail: users.email,
      customerName: users.name,
      address: addresses,
      shipment: clubRewardShipments,
    })
    .from(clubRewardClaims)
    .innerJoin(clubRewards, eq(clubRewards.id, clubRewardClaims.rewardId))
    .innerJoin(users, eq(users.id, clubRewardClaims.userId))
    .leftJoin(addresses, eq(addresses.id, clubRewardClaims.shippingAddressId))
    .leftJoin(clubRewardShipments, eq(clubRewardShipments.claimId, clubRewardClaims.id));
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function rowOf(row: Selected): AdminRewardClaimRow {
  const { address, shipment, ...claim } = row;
  return {
    ...claim,
    address: address
      ? {
          name: address.name,
          organization: address.organization,
          lines: [address.addressLine1, address.addressLine2, address.addressLine3].filter(
            (line): line is string => Boolean(line),
          ),
          city: address.city,
          zip: address.zip,
          countryCode: address.countryCode,
        }
      : null,
    shipment: shipment
      ? {
          trackingNumber: shipment.trackingNumber,
          carrier: shipment.carrier,
          trackUrl: shipment.trackUrl,
          shippedAt: shipment.shippedAt,
        }
      : null,
  };
}

export function createAdminClubClaimRepository(db: Db) {
  return {
    /** Waiting claims oldest first (the order they are sent in), shipped ones newest first. */
    async list(
      filter: RewardClaimFilter,
      paging: { limit: number; offset: number },
    ): Promise<{ rows: AdminRewardClaimRow[]; total: number }> {
      const where = and(SHIPPED_KIND, statusOf(filter));
      const rows = await select(db)
        .where(where)
        .orderBy(
          asc(sql`case when ${clubRewardClaims.status} = 'PENDING' then 0 else 1 end`),
          asc(sql`case when ${clubRewardClaims.status} = 'PENDING' then ${clubRewardClaims.createdAt} end`),
          desc(clubRewardShipments.shippedAt),
          asc(clubRewardClaims.id),
        )
        .limit(paging.limit)
        .offset(paging.offset);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(clubRewardClaims)
        .innerJoin(clubRewards, eq(clubRewards.id, clubRewardClaims.rewardId))
        .where(where);
      return { rows: rows.map(rowOf), total: count?.total ?? 0 };
    },

    async find(id: number): Promise<AdminRewardClaimRow | null> {
      const [row] = await select(db).where(eq(clubRewardClaims.id, id));
      return row ? rowOf(row) : null;
    },

    /** Shipped rewards claimed and not yet sent: the dashboard's count. */
    async countWaiting(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(clubRewardClaims)
        .innerJoin(clubRewards, eq(clubRewards.id, clubRewardClaims.rewardId))
        .where(and(SHIPPED_KIND, eq(clubRewardClaims.status, 'PENDING')));
      return row?.count ?? 0;
    },

    /** The claim's row, locked until the end of `tx` (two staff shipping one claim queue up). */
    async lock(tx: Db, id: number) {
      const [row] = await tx
        .select({
          id: clubRewardClaims.id,
          status: clubRewardClaims.status,
          kind: clubRewards.kind,
        })
        .from(clubRewardClaims)
        .innerJoin(clubRewards, eq(clubRewards.id, clubRewardClaims.rewardId))
        .where(eq(clubRewardClaims.id, id))
        .for('update', { of: clubRewardClaims });
      return row ?? null;
    },

    /** Inside `tx`: the shipment row and the claim SHIPPED. */
    async markShipped(tx: Db, shipment: typeof clubRewardShipments.$inferInsert): Promise<void> {
      await tx.insert(clubRewardShipments).values(shipment);
      await tx
        .update(clubRewardClaims)
        .set({ status: 'SHIPPED' })
        .where(eq(clubRewardClaims.id, shipment.claimId));
    },
  };
}

export type AdminClubClaimRepository = ReturnType<typeof createAdminClubClaimRepository>;
