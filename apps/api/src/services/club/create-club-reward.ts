import { randomBytes } from 'node:crypto';
import { isRewardInStock, referralCodeFrom } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { ClubRewardClaimRow } from '../../repositories/club-repository.ts';
import type { OrderRepository } from '../../repositories/order-repository.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { parseId } from '../ids/parse-ids.ts';
import type { ClubDeps } from './club-deps.ts';
import { type ClubVoucherNode, type RewardNode, rewardNodeOf } from './club-reward-node.ts';
import { requireClubMember } from './require-club-member.ts';

/** A claim as createClubReward answers it: the claim, what was claimed and, for a voucher, its code. */
export interface ClubRewardClaimNode {
  claim: ClubRewardClaimRow;
  reward: RewardNode;
  voucher: ClubVoucherNode | null;
}

const NOT_OFFERED = 'This reward is not offered.';
const ADDRESS_NOT_FOUND = 'Please choose one of your addresses.';

/** A one-use voucher code: 'CLUB-' and ten unambiguous characters. */
function voucherCode(): string {
  return `CLUB-${referralCodeFrom(randomBytes(8))}${referralCodeFrom(randomBytes(8)).slice(0, 2)}`;
}

/**
 * createClubReward: the signed-in member (1 / 103) spends a published reward's points. A reward is
 * shipped, so it needs one of the member's own addresses (223 on shippingAddressID otherwise; another
 * user's address answers like an unknown one). A voucher issues a one-use discount code worth its
 * amount. The spending, the stock taken and the claim are one transaction (ClubPointsRepository.spend):
 * 404 when the balance is short, 403 for a reward of no points, 216 when the last one went meanwhile.
 */
export async function createClubReward(
  input: { rewardID: string | number; shippingAddressID?: string | number | null | undefined },
  viewer: SessionUser | null,
  deps: ClubDeps & { orders: Pick<OrderRepository, 'findUserAddress'> },
  now = new Date(),
): Promise<ClubRewardClaimNode> {
  const member = await requireClubMember(viewer, deps.club);
  const rewardId = parseId(input.rewardID);
  const reward = rewardId === null ? null : await deps.club.findPublishedReward(rewardId);
  if (!reward)
    throw new AppError(ERROR_CODE.PRODUCT_INVALID, {
      message: NOT_OFFERED,
      fields: { rewardID: NOT_OFFERED },
    });
  if (!isRewardInStock(reward)) throw new AppError(ERROR_CODE.QUANTITY_UNAVAILABLE);

  let shippingAddressId: number | null = null;
  if (reward.kind === 'reward') {
    const addressId =
      input.shippingAddressID === null || input.shippingAddressID === undefined
        ? null
        : parseId(input.shippingAddressID);
    const address = addressId === null ? null : await deps.orders.findUserAddress(member.id, addressId);
    if (!address)
      throw new AppError(ERROR_CODE.BILLING_INFO_INVALID, {
        fields: { shippingAddressID: ADDRESS_NOT_FOUND },
      });
    shippingAddressId = address.id;
  }
  const voucher =
    reward.kind === 'voucher'
      ? { code: voucherCode(), amount: reward.voucherAmount ?? 0, currency: reward.currency }
      : null;

  const claim = await deps.clubPoints.spend(
    {
      userId: member.id,
      points: reward.points,
      kind: reward.kind,
      description: `${reward.kind === 'voucher' ? 'Voucher' : 'Reward'}: ${reward.title}`,
    },
    async (tx) => {
      const stored = await deps.club.storeClaim(tx, {
        userId: member.id,
        reward,
        shippingAddressId,
        voucher,
      });
      // Throwing rolls the spending back with the claim.
      if (!stored) throw new AppError(ERROR_CODE.QUANTITY_UNAVAILABLE);
      return stored;
    },
    now,
  );
  return {
    claim,
    reward: rewardNodeOf(reward),
    voucher: voucher
      ? {
          type: 'ClubVoucher',
          id: claim.id,
          rewardId: reward.id,
          title: reward.title,
          code: voucher.code,
          price: { amount: voucher.amount, currency: voucher.currency },
          points: reward.points,
          stock: null,
          used: false,
          issuedAt: claim.createdAt,
        }
      : null,
  };
}
