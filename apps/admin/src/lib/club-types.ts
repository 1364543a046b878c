// What the club and affiliate pages read from the admin API.

export interface RewardClaim {
  id: string;
  status: 'WAITING' | 'SHIPPED';
  points: number;
  claimedAt: string;
  rewardTitle: string;
  customerId: string;
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
    shippedAt: string;
  } | null;
}

export interface RewardClaimPage {
  total: number;
  page: number;
  pageSize: number;
  nodes: RewardClaim[];
}

export interface ClubReward {
  id: string;
  kind: 'reward' | 'voucher';
  title: string;
  description: string | null;
  points: number;
  stock: number | null;
  voucherValue: { amount: number; currency: string } | null;
  active: boolean;
  sort: number;
  claimsCount: number;
}

export interface AdminWebinar {
  id: string;
  title: string;
  subTitle: string | null;
  description: string | null;
  startsAt: string;
  durationMinutes: number;
  link: string | null;
  state: 'UPCOMING' | 'LIVE' | 'PAST' | 'DRAFT' | 'CANCELLED';
}

export interface CrowdfundingReward {
  id: string;
  title: string;
  description: string | null;
  points: number;
}

export interface CrowdfundingProject {
  id: string;
  url: string;
  title: string;
  description: string | null;
  status: 'Running' | 'Funded' | 'Finished';
  goalPoints: number;
  deadline: string;
  estimatedDelivery: string | null;
  fundedDate: string | null;
  published: boolean;
  fundedPoints: number;
  transactionsCount: number;
  goalProgress: number;
  rewards: CrowdfundingReward[];
  updates?: { id: string; date: string; title: string; body: string }[];
  fundings?: {
    id: string;
    points: number;
    createdAt: string;
    customerId: string;
    customerEmail: string;
    rewardTitle: string | null;
  }[];
}

type Money = { amount: number; currency: string };

export interface AffiliateBalance {
  userId: string;
  email: string;
  name: string;
  codes: string;
  unpaid: Money;
  unpaidCount: number;
  paid: Money;
}

export interface AffiliateAccount {
  userId: string;
  email: string;
  name: string;
  unpaidCommissions: {
    id: string;
    amount: Money;
    earnedAt: string;
    orderId: string;
    invoiceNumber: string | null;
    programCode: string;
  }[];
  payouts: {
    id: string;
    amount: Money;
    paidAt: string;
    reference: string | null;
    commissionsCount: number;
  }[];
}
