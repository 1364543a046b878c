import type { StoredImage } from '@foundry/db';
import { type Money, money } from '@foundry/domain';
import type { ClubRewardRow, IssuedVoucherRow } from '../../repositories/club-repository.ts';

/** A reward shipped to the member (GraphQL ClubReward). */
export interface ClubRewardNode {
  type: 'ClubReward';
  id: number;
  title: string;
  description: string | null;
  points: number;
  specimen: StoredImage | null;
  stock: number | null;
}

/**
 * A voucher (GraphQL ClubVoucher): as offered (`code` null, `id` the reward) or as issued to the
 * member (`code` set, `id` the claim). `rewardId` always names what createClubReward takes.
 */
export interface ClubVoucherNode {
  type: 'ClubVoucher';
  id: number;
  rewardId: number;
  title: string;
  code: string | null;
  price: Money;
  points: number;
  stock: number | null;
  used: boolean;
  issuedAt: Date | null;
}

/** The Reward union: ClubReward or ClubVoucher. */
export type RewardNode = ClubRewardNode | ClubVoucherNode;

export function rewardNodeOf(row: ClubRewardRow): RewardNode {
  if (row.kind === 'voucher') {
    return {
      type: 'ClubVoucher',
      id: row.id,
      rewardId: row.id,
      title: row.title,
      code: null,
      price: money(row.voucherAmount ?? 0, row.currency),
      points: row.points,
      stock: row.stock,
      used: false,
      issuedAt: null,
    };
  }
  return {
    type: 'ClubReward',
    id: row.id,
    title: row.title,
    description: row.description,
    points: row.points,
    specimen: row.specimen ?? null,
    stock: row.stock,
  };
}

export function issuedVoucherNodeOf(row: IssuedVoucherRow): ClubVoucherNode {
  return {
    type: 'ClubVoucher',
    id: row.claimId,
    rewardId: row.rewardId,
    title: row.title,
    code: row.code,
    price: money(row.amount, row.currency),
    points: row.points,
    stock: null,
    used: row.used,
    issuedAt: row.createdAt,
  };
}
