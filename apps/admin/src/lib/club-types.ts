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
