import { z } from 'zod';
import { wholeNumberField } from './field-schemas.ts';
import { FORM_MESSAGE_KEYS as KEYS, messageWithValues } from './form-message-keys.ts';

/**
 * Claiming a club reward: a shipped reward goes to one of the member's addresses (its id); a
 * voucher needs none.
 */
export function clubRewardClaimSchema({ shipped }: { shipped: boolean }) {
  return z.object({
    addressId: shipped ? z.string().min(1, KEYS.chooseAddress) : z.string(),
  });
}

export type ClubRewardClaimValues = z.input<ReturnType<typeof clubRewardClaimSchema>>;

/** The reward choice of a pledge without a reward. */
export const NO_PLEDGE_REWARD = 'none';

/**
 * A pledge to a crowdfunding project: a whole number of points above 0 and, with a reward chosen
 * (its id, or NO_PLEDGE_REWARD), at least the points the reward needs. The API refuses the same
 * pledge with 403 (`crowdfundingPledgeRefusal`). The output's rewardID is null without a reward.
 */
export function crowdfundingPledgeSchema(rewards: readonly { id: string; points: number }[]) {
  return z
    .object({
      rewardID: z.string().transform((id) => (id === NO_PLEDGE_REWARD ? null : id)),
      points: wholeNumberField({ min: 1 }),
    })
    .superRefine((pledge, context) => {
      const reward = rewards.find((candidate) => candidate.id === pledge.rewardID);
      if (reward && pledge.points < reward.points)
        context.addIssue({
          code: 'custom',
          path: ['points'],
          message: messageWithValues(KEYS.rewardNeedsPoints, { points: reward.points }),
        });
    });
}

export type CrowdfundingPledgeValues = z.input<ReturnType<typeof crowdfundingPledgeSchema>>;

/** The club flag of the account (it shows the fonts in development). */
export const clubMembershipSchema = z.object({ club: z.boolean() });

/** The club member's three notification flags. */
export const clubNotificationsSchema = z.object({
  notifyAfterTransaction: z.boolean(),
  notifyNewRewards: z.boolean(),
  notifyNewWebinar: z.boolean(),
});

export type ClubMembershipValues = z.input<typeof clubMembershipSchema>;
export type ClubNotificationsValues = z.input<typeof clubNotificationsSchema>;
