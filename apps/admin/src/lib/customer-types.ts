import type { OrderRow } from './types.ts';

export interface CustomerRow {
  id: string;
  email: string;
  name: string;
  organization: string | null;
  country: string | null;
  club: boolean;
  createdAt: string;
  orderCount: number;
}

export interface ClubMove {
  id: string;
  points: number;
  kind: string;
  description: string;
  createdAt: string;
  expiresAt: string | null;
}

export interface CustomerDetail {
  customer: CustomerRow;
  orders: OrderRow[];
  fonts: { orderItemId: string; orderId: string; title: string; paidAt: string | null }[];
  webfontsProjects: { id: string; title: string; type: string; status: string; createdAt: string }[];
  clubPoints: number;
  clubHistory: ClubMove[];
}
