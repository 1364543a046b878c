/** What decides whether a member can claim a reward now. */
export interface ClaimableReward {
  points: number;
  // Null: unlimited.
  stock: number | null;
}

export function isRewardInStock(reward: Pick<ClaimableReward, 'stock'>): boolean {
  return reward.stock === null || reward.stock > 0;
}

/** A reward is available to a member who has at least its points while some are left. */
export function isRewardAvailable(reward: ClaimableReward, balance: number): boolean {
  return isRewardInStock(reward) && reward.points > 0 && reward.points <= balance;
}
